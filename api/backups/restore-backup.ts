import { copyFile, cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createClient } from '@libsql/client';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { session } from '../../db/schema.ts';
import { appendActivity } from '../activity/activity-log.ts';
import { createBackup, SAFETY_PREFIX } from './create-backup.ts';
import { DATABASE_FILE, readManifest, UPLOADS_FOLDER, verifyBackup } from './manifest.ts';

export interface RestoreTarget {
  databaseUrl: string;
  uploadsDir: string;
  backupDir: string;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

const databasePathOf = (url: string) => {
  if (!url.startsWith('file:')) {
    throw new Error('Restore writes into a database file. For a hosted libSQL database use the service’s point-in-time restore, or restore into a file and import it there.');
  }
  return url.slice('file:'.length).split('?')[0] ?? '';
};

/** Replaces a file or folder in one rename, so a crash leaves either the old or the new one. */
const swapIn = async (prepared: string, target: string) => {
  const old = `${target}.replaced`;
  await rm(old, { recursive: true, force: true });
  if (await exists(target)) await rename(target, old);
  await rename(prepared, target);
  await rm(old, { recursive: true, force: true });
};

/**
 * Restores a backup into the configured database file and uploads folder, with the server stopped.
 * Nothing is touched until every checksum matches; the data being replaced is first kept as a
 * `before-restore-…` backup of its own; the migrations then bring an older backup to this schema.
 */
export const restoreBackup = async (backupPath: string, target: RestoreTarget) => {
  const manifest = await readManifest(backupPath);
  const problems = await verifyBackup(backupPath, manifest);
  if (problems.length > 0) throw new Error(`The backup ${manifest.name} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
  const databasePath = databasePathOf(target.databaseUrl);

  let safety: string | null = null;
  if (await exists(databasePath)) {
    const current = createClient({ url: `file:${databasePath}` });
    try {
      safety = (await createBackup({ client: current, remote: false, uploadsDir: target.uploadsDir, backupDir: target.backupDir }, { prefix: SAFETY_PREFIX })).dir;
    } finally {
      current.close();
    }
  }

  await mkdir(dirname(databasePath), { recursive: true });
  const preparedDatabase = `${databasePath}.restoring`;
  await copyFile(join(backupPath, DATABASE_FILE), preparedDatabase);
  // The old write-ahead log belongs to the old file: left behind, SQLite would replay it into the new one.
  for (const suffix of ['-wal', '-shm']) await rm(`${databasePath}${suffix}`, { force: true });
  await swapIn(preparedDatabase, databasePath);

  if (manifest.uploads === 'included') {
    const preparedUploads = `${target.uploadsDir}.restoring`;
    await rm(preparedUploads, { recursive: true, force: true });
    await mkdir(preparedUploads, { recursive: true });
    const source = join(backupPath, UPLOADS_FOLDER);
    if (await exists(source)) await cp(source, preparedUploads, { recursive: true });
    await swapIn(preparedUploads, target.uploadsDir);
  }

  const database = await openDatabase({ url: `file:${databasePath}` });
  try {
    await migrateDatabase(database.db);
    await database.db.delete(session);
    await appendActivity(database.db, { action: 'backup.restored', actor: null, target: manifest.name, clientAddress: 'command line' });
  } finally {
    database.close();
  }
  return { manifest, safety };
};
