/**
 * npm run backup — one consistent backup of the database and the uploaded images into BACKUP_DIR,
 * safe while the server runs (SQLite's online copy; through the client for a remote libSQL server).
 * Prints the folder it wrote.
 */
import { appendActivity } from '../api/activity/activity-log.ts';
import { createBackup } from '../api/backups/create-backup.ts';
import { pruneBackups } from '../api/backups/list-backups.ts';
import { loadConfig } from '../api/config.ts';
import { openConfiguredDatabase } from '../api/prepared-database.ts';
import { formatBytes } from '../shared/format-bytes.ts';
import { argumentsAfterEnvFile } from './env-file.ts';

argumentsAfterEnvFile();
const config = loadConfig();
// As it is: a backup copies the data, it does not migrate it.
const database = await openConfiguredDatabase(config);
try {
  const remote = !config.database.url.startsWith('file:');
  const { dir, manifest } = await createBackup({ client: database.client, remote, uploadsDir: config.uploadsDir, backupDir: config.backup.dir });
  const pruned = await pruneBackups(config.backup.dir, config.backup.keep);
  await appendActivity(database.db, { action: 'backup.taken', actor: null, target: manifest.name, clientAddress: 'command line' }).catch(() => undefined);
  const { counts } = manifest;
  console.log(
    `Backup written: ${dir}\n  ${counts.projects} projects, ${counts.messages} messages, ${counts.subscribers} subscribers, ${counts.users} users, ${counts.uploads} uploads (${formatBytes(manifest.totalBytes)})` +
      (pruned.length > 0 ? `\n  Removed ${pruned.length} older backup(s), keeping the newest ${config.backup.keep}.` : ''),
  );
} catch (error) {
  console.error(`The backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  database.close();
}
