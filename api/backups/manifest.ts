import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { isSafeName } from '../storage/storage.ts';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'site.db';
export const UPLOADS_FOLDER = 'uploads';

const manifestSchema = z.object({
  format: z.literal(1),
  name: z.string(),
  createdAt: z.string(),
  /** The newest migration the copied database had: a backup restores into any later schema. */
  schemaVersion: z.string().nullable(),
  database: z.enum(['file', 'remote']),
  /** 'remote' when images live in a bucket: the bucket keeps its own versions (see the README). */
  uploads: z.enum(['included', 'remote']),
  counts: z.object({
    projects: z.number(),
    messages: z.number(),
    subscribers: z.number(),
    users: z.number(),
    uploads: z.number(),
  }),
  totalBytes: z.number(),
  files: z.record(z.string(), z.object({ bytes: z.number(), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

const sha256File = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

export const describeFile = async (path: string) => ({ bytes: (await stat(path)).size, sha256: await sha256File(path) });

export const readManifest = async (backupDir: string): Promise<BackupManifest> => {
  const text = await readFile(join(backupDir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${backupDir} is not a backup: it has no ${MANIFEST_FILE}.`);
  });
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`The manifest of ${backupDir} is not one this version can read.`);
  return parsed.data;
};

/** The uploaded images a manifest lists, by their names in the uploads folder. */
export const listedUploads = (manifest: BackupManifest) =>
  Object.keys(manifest.files)
    .filter((file) => file.startsWith(`${UPLOADS_FOLDER}/`))
    .map((file) => file.slice(UPLOADS_FOLDER.length + 1));

/** A file a backup may hold: its database, or an image under a name the uploads storage gives out (no folder, no `..`). */
const isBackupFile = (file: string) => file === DATABASE_FILE || (file.startsWith(`${UPLOADS_FOLDER}/`) && isSafeName(file.slice(UPLOADS_FOLDER.length + 1)));

/**
 * Every file the manifest lists must be one a backup holds, a regular file (never a symbolic link, which could
 * point anywhere on the machine) and there with its recorded checksum; returns the problems found.
 */
export const verifyBackup = async (backupDir: string, manifest: BackupManifest) => {
  const problems: string[] = [];
  for (const [file, expected] of Object.entries(manifest.files)) {
    if (!isBackupFile(file)) {
      problems.push(`${file}: not a file a backup holds`);
      continue;
    }
    const entry = await lstat(join(backupDir, file)).catch(() => null);
    if (entry && !entry.isFile()) {
      problems.push(`${file}: not a regular file`);
      continue;
    }
    const actual = await describeFile(join(backupDir, file)).catch(() => null);
    if (!actual) problems.push(`${file}: missing`);
    else if (actual.sha256 !== expected.sha256) problems.push(`${file}: checksum does not match`);
  }
  if (!manifest.files[DATABASE_FILE]) problems.push(`${DATABASE_FILE}: not listed in the manifest`);
  return problems;
};
