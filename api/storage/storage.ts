import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { UPLOADS_PATH_PREFIX } from '../../shared/image-urls.ts';

/**
 * Where uploaded images live. Only the modules in this folder touch the files: the disk here,
 * an S3-compatible bucket in s3-storage.ts, chosen by configuration in create-storage.ts.
 */
export interface ImageStorage {
  put: (name: string, data: Buffer) => Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  read: (name: string) => Promise<Buffer | undefined>;
  remove: (name: string) => Promise<void>;
  publicUrl: (name: string) => string;
  /** The local folder the server serves /uploads from; absent for remote storage. */
  localDir?: string;
}

const SAFE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Whether a name is one the storage gives out: one file of the folder, no path, no half-written `.part`. */
export const isSafeName = (name: string) => SAFE_NAME.test(name);

export const assertSafeName = (name: string) => {
  if (!isSafeName(name)) throw new Error(`Refusing unsafe upload name: ${name}`);
};

export const createDiskStorage = (dir: string): ImageStorage => {
  const root = resolve(dir);
  const pathFor = (name: string) => {
    assertSafeName(name);
    return join(root, name);
  };
  let ready: Promise<unknown> | undefined;
  return {
    localDir: root,
    async put(name, data) {
      ready ??= mkdir(root, { recursive: true });
      await ready;
      // Write then rename, so a reader never sees half a file.
      const target = pathFor(name);
      const temporary = `${target}.part`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async read(name) {
      try {
        return await readFile(pathFor(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(name) {
      await rm(pathFor(name), { force: true });
    },
    publicUrl: (name) => `${UPLOADS_PATH_PREFIX}${name}`,
  };
};
