/**
 * npm run restore -- <backup> — restores a backup folder (a path, or a name inside BACKUP_DIR)
 * into DATABASE_URL and UPLOADS_DIR. Stop the server first. Checksums are verified before anything
 * changes; the data replaced is kept as a before-restore backup; everyone signs in again afterwards.
 * npm run restore -- --from-replica [--at <ISO time>] — the newest state of DATABASE_REPLICA_URL, or its
 * state at that time, into DATABASE_URL. `--env-file <path>` reads the service's environment file first.
 */
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../api/backups/restore-backup.ts';
import { loadConfig } from '../api/config.ts';
import { restoreFromReplica } from '../api/replica/restore-replica.ts';
import { argumentsAfterEnvFile } from './env-file.ts';

const { values, positionals } = parseArgs({
  args: argumentsAfterEnvFile(),
  options: { 'from-replica': { type: 'boolean', default: false }, at: { type: 'string' } },
  allowPositionals: true,
});
const argument = positionals[0];
if (!argument && !values['from-replica']) {
  console.error('Usage: npm run restore -- <backup folder or name in BACKUP_DIR>\n       npm run restore -- --from-replica [--at <ISO time>]');
  process.exit(2);
}
const config = loadConfig();

if (values['from-replica']) {
  try {
    const { safety } = await restoreFromReplica(config, { at: values.at });
    console.log(
      [
        `Restored ${config.database.url} from ${config.replica?.url}${values.at ? ` as it was at ${values.at}` : ' (its newest state)'}.`,
        safety ? `  The database it replaced is kept in ${safety}.` : '  There was no database to replace.',
        '  The site republishes itself when the server starts.',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
  process.exit();
}
if (!argument) process.exit(2);
const isFolder = (path: string) =>
  stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
const backupPath = (await isFolder(resolve(argument))) ? resolve(argument) : join(config.backup.dir, argument);

try {
  const { manifest, safety } = await restoreBackup(backupPath, config);
  const { counts } = manifest;
  console.log(
    [
      `Restored ${manifest.name} (taken ${manifest.createdAt}) into ${config.database.url} and ${config.uploadsDir}:`,
      `  ${counts.projects} projects, ${counts.messages} messages, ${counts.subscribers} subscribers, ${counts.users} users, ${counts.uploads} uploads.`,
      manifest.uploads === 'remote' ? '  The images live in the storage bucket and were not part of this backup.' : null,
      safety ? `  The data it replaced is kept in ${safety}.` : '  There was no data to replace.',
      '  Everyone signs in again. The site republishes itself when the server starts.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
