import { chmod, copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createBackup, SAFETY_PREFIX } from '../backups/index.ts';
import { openConfiguredDatabase, openPreparedDatabase } from '../prepared-database.ts';
import { databaseFilePath, litestreamConfig, type ReplicaSetting } from './litestream-config.ts';
import { runLitestream } from './litestream.ts';

interface ReplicaRestoreTarget {
  database: { url: string; authToken?: string };
  uploadsDir: string;
  uploadsS3?: unknown;
  backup: { dir: string };
  replica?: ReplicaSetting;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Brings the replica's newest state, or its state at `at` (an ISO time), into the database file of
 * DATABASE_URL, with the server stopped. A database already there is first kept as a `before-restore-…`
 * backup; the restored one is then migrated as the server would.
 */
export const restoreFromReplica = async (target: ReplicaRestoreTarget, { at }: { at?: string } = {}) => {
  if (!target.replica) throw new Error('DATABASE_REPLICA_URL is not set: there is no replica to restore from.');
  if (!target.database.url.startsWith('file:')) throw new Error('A replica is restored into a database file (DATABASE_URL=file:…).');
  if (at !== undefined && Number.isNaN(Date.parse(at))) throw new Error(`--at ${at}: not a time (e.g. 2026-11-28T09:30:00Z)`);
  const databasePath = databaseFilePath(target.database.url);

  const work = await mkdtemp(join(tmpdir(), 'nile-replica-restore-'));
  try {
    const configPath = join(work, 'litestream.yml');
    await writeFile(configPath, litestreamConfig(databasePath, target.replica), { mode: 0o600 });
    const restored = join(work, 'site.db');
    const timestamp = at ? ['-timestamp', new Date(at).toISOString()] : [];
    const { code, output } = await runLitestream(['restore', '-config', configPath, '-o', restored, ...timestamp, databasePath], { timeoutMs: 30 * 60_000 });
    if (code !== 0 || !(await exists(restored))) throw new Error(`Nothing was restored from ${target.replica.url}:\n${output.trim()}`);

    let safety: string | null = null;
    if (await exists(databasePath)) {
      const current = await openConfiguredDatabase(target);
      try {
        const uploadsDir = target.uploadsS3 ? undefined : target.uploadsDir;
        safety = (await createBackup({ client: current.client, remote: false, uploadsDir, backupDir: target.backup.dir }, { prefix: SAFETY_PREFIX })).dir;
      } finally {
        current.close();
      }
    }
    // The old write-ahead log belongs to the old file: left behind, SQLite would replay it into the new one.
    for (const suffix of ['-wal', '-shm']) await rm(`${databasePath}${suffix}`, { force: true });
    await chmod(restored, 0o600);
    await mkdir(dirname(databasePath), { recursive: true });
    // Copied in beside the target first (the temporary folder may be on another disk), then swapped in one rename.
    await copyFile(restored, `${databasePath}.restoring`);
    await rename(`${databasePath}.restoring`, databasePath);

    (await openPreparedDatabase(target)).close();
    return { safety };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
