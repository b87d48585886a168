import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { session } from '../../db/schema.ts';
import { appendActivity } from '../activity/index.ts';
import { openConfiguredDatabase, openPreparedDatabase } from '../prepared-database.ts';
import { createBackup, SAFETY_PREFIX } from './create-backup.ts';
import { DATABASE_FILE, listedUploads, readManifest, UPLOADS_FOLDER, verifyBackup } from './manifest.ts';

/** Where a backup is restored to (the configuration's): DATABASE_URL, UPLOADS_DIR, and BACKUP_DIR for the data it replaces. */
interface RestoreTarget {
  database: { url: string; authToken?: string };
  uploadsDir: string;
  backup: { dir: string };
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
 * Nothing is touched until every listed file is a regular file under a name a backup holds and matches its
 * checksum; only those files are restored (anything else in the folder stays behind). The data being replaced
 * is first kept as a `before-restore-…` backup of its own; the database is then prepared as the server
 * prepares it (migrations, site content).
 */
export const restoreBackup = async (backupPath: string, target: RestoreTarget) => {
  const manifest = await readManifest(backupPath);
  const problems = await verifyBackup(backupPath, manifest);
  if (problems.length > 0) throw new Error(`The backup ${manifest.name} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
  const databasePath = databasePathOf(target.database.url);

  let safety: string | null = null;
  if (await exists(databasePath)) {
    const current = await openConfiguredDatabase(target);
    try {
      safety = (await createBackup({ client: current.client, remote: false, uploadsDir: target.uploadsDir, backupDir: target.backup.dir }, { prefix: SAFETY_PREFIX })).dir;
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
    for (const name of listedUploads(manifest)) await copyFile(join(backupPath, UPLOADS_FOLDER, name), join(preparedUploads, name));
    await swapIn(preparedUploads, target.uploadsDir);
  }

  // Migrated: an older backup is brought to this code's schema.
  const database = await openPreparedDatabase(target);
  try {
    await database.db.delete(session);
    await appendActivity(database.db, { action: 'backup.restored', actor: null, target: manifest.name, clientAddress: 'command line' });
  } finally {
    database.close();
  }
  return { manifest, safety };
};
