import { mkdir, rm, writeFile, rename } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Where uploaded images live. Only this module touches the disk, so an S3-compatible bucket
 * can replace it by implementing the same three calls (and serving `publicUrl` from the bucket).
 */
export interface ImageStorage {
  put: (name: string, data: Buffer) => Promise<void>;
  remove: (name: string) => Promise<void>;
  publicUrl: (name: string) => string;
  /** The local folder the server serves /uploads from; absent for remote storage. */
  localDir?: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
const SAFE_NAME = /^[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export const createDiskStorage = (dir: string): ImageStorage => {
  const root = resolve(dir);
  const pathFor = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`Refusing unsafe upload name: ${name}`);
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
    async remove(name) {
      await rm(pathFor(name), { force: true });
    },
    publicUrl: (name) => `${UPLOADS_URL_PREFIX}${name}`,
  };
};
