import { constants } from 'node:fs';
import { access, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../config.ts';
import { check, fail, ok, warn } from './check.ts';
import { databaseFile } from './database.ts';

/** The folders the server writes: the database's, the uploads' (without a bucket), the site builds' and the backups'. */
const dataFolders = (config: AppConfig) => {
  const database = databaseFile(config);
  const folders = [database ? dirname(database) : null, config.uploadsS3 ? null : config.uploadsDir, config.siteDir, config.backup.dir];
  return [...new Set(folders.filter((folder) => folder !== null))];
};

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** The folder itself, or the nearest folder above it that exists (the server makes the rest when it first needs them). */
const nearestExisting = async (folder: string): Promise<{ path: string; made: boolean }> => {
  for (let path = folder; ; path = dirname(path)) {
    if (await stat(path).catch(() => null)) return { path, made: path === folder };
    if (dirname(path) === path) return { path, made: false };
  }
};

/** Why `folder` is not the service's own to write, or null. The doctor runs as the service's user. */
const folderProblem = async (folder: string): Promise<string | null> => {
  const { path, made } = await nearestExisting(folder);
  const info = await stat(path);
  const where = made ? folder : `${path} (above ${folder}, not made yet)`;
  if (!info.isDirectory()) return `${where} is not a folder`;
  if (made) {
    const uid = process.getuid?.();
    if (uid !== undefined && info.uid !== uid) return `${where} belongs to uid ${info.uid}, not to this user (uid ${uid}): run the doctor as the service's user, or chown it`;
    if ((info.mode & 0o200) === 0) return `${where} is not writable (${octal(info.mode)}): chmod u+w ${path}`;
    if ((info.mode & 0o022) !== 0) return `${where} is writable by others too (${octal(info.mode)}): chmod go-w ${path}`;
  }
  // A read-only disk or a sandbox says so only when written to.
  const probe = join(path, `.doctor-${process.pid}`);
  try {
    await access(path, constants.W_OK);
    await writeFile(probe, '');
  } catch (error) {
    return `${where} cannot be written (${(error as NodeJS.ErrnoException).code ?? error})`;
  } finally {
    await rm(probe, { force: true });
  }
  return null;
};

export const dataFoldersWritable = check('Data folders writable', async ({ config }) => {
  const folders = dataFolders(config);
  const problems = (await Promise.all(folders.map(folderProblem))).filter((problem) => problem !== null);
  if (problems.length > 0) return fail(problems.join('; '));
  return ok(`by this user only: ${folders.join(', ')}`);
});

const GB = 1024 ** 3;
/** A site build and a backup each need room; below this the next one may fail. */
const FAIL_BELOW = 1 * GB;
const WARN_BELOW = 3 * GB;

export const freeDiskSpace = check('Free disk space', async ({ config }) => {
  let least: { path: string; free: number } | null = null;
  for (const folder of dataFolders(config)) {
    const { path } = await nearestExisting(folder);
    const info = await statfs(path);
    const free = info.bavail * info.bsize;
    if (!least || free < least.free) least = { path, free };
  }
  if (!least) return ok('no data folder');
  const amount = `${(least.free / GB).toFixed(1)} GB free on the disk of ${least.path}`;
  if (least.free < FAIL_BELOW) return fail(`${amount}: the next site build or backup may fail. Remove old backups (BACKUP_KEEP) or grow the disk`);
  if (least.free < WARN_BELOW) return warn(`${amount}: less than ${WARN_BELOW / GB} GB`);
  return ok(amount);
});
