import type { Database } from '../../db/client.ts';
import type { AppConfig } from '../config.ts';
import type { ImageStorage } from '../storage/storage.ts';
import { appendActivity } from '../activity/index.ts';
import { createBackup } from './create-backup.ts';
import { listBackups, pruneBackups } from './list-backups.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The database's replica as the dashboard shows it (api/replica's ReplicaState, handed in by the composition root). */
interface ReplicaStatus {
  url: string;
  lagMs: number | null;
  updatedAt: string | null;
  /** Readable and at most a minute behind. */
  ok: boolean;
  error: string | null;
}

interface BackupFailure {
  at: string;
  message: string;
}

export interface BackupStatus {
  last: { name: string; createdAt: string; bytes: number; counts: Record<string, number> } | null;
  intervalHours: number;
  keep: number;
  running: boolean;
  failure: BackupFailure | null;
  /** A sentence for the dashboard when something needs attention, else null. */
  warning: string | null;
  /** The replica of DATABASE_REPLICA_URL, or null when none is set up. */
  replica: ReplicaStatus | null;
}

/** The dashboard's warning: a failed last attempt, or no backup within two intervals. */
export const backupWarning = ({ last, failure, intervalHours }: Pick<BackupStatus, 'last' | 'failure' | 'intervalHours'>, now = new Date()): string | null => {
  if (failure && (!last || failure.at > last.createdAt)) return `The last backup failed: ${failure.message}`;
  if (intervalHours === 0) return null;
  if (!last) return 'No backup has been taken yet.';
  const ageHours = (now.getTime() - Date.parse(last.createdAt)) / HOUR_MS;
  return ageHours > 2 * intervalHours ? `The last backup is older than ${2 * intervalHours} hours.` : null;
};

export type BackupService = ReturnType<typeof createBackupService>;

/** Takes backups one at a time (on request or on schedule), keeps the newest BACKUP_KEEP, and reports the state. */
export const createBackupService = ({
  db,
  config,
  storage,
  replica,
}: {
  db: Database;
  config: AppConfig;
  storage: ImageStorage;
  /** Reads the replica's state, when DATABASE_REPLICA_URL is set. */
  replica?: () => Promise<ReplicaStatus>;
}) => {
  const { dir, intervalHours, keep } = config.backup;
  let running: Promise<Awaited<ReturnType<typeof createBackup>>> | null = null;
  let failure: BackupFailure | null = null;
  let timer: NodeJS.Timeout | undefined;

  const takeNow = () => {
    running ??= (async () => {
      try {
        const remote = !config.database.url.startsWith('file:');
        const taken = await createBackup({ client: db.$client, remote, uploadsDir: storage.localDir, backupDir: dir });
        failure = null;
        await pruneBackups(dir, keep);
        return taken;
      } catch (error) {
        failure = { at: new Date().toISOString(), message: error instanceof Error ? error.message : String(error) };
        throw error;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const status = async (now = new Date()): Promise<BackupStatus> => {
    const [[newest], replicaStatus] = await Promise.all([listBackups(dir), replica ? replica() : null]);
    const last = newest ? { name: newest.manifest.name, createdAt: newest.manifest.createdAt, bytes: newest.manifest.totalBytes, counts: newest.manifest.counts } : null;
    return { last, intervalHours, keep, running: running !== null, failure, warning: backupWarning({ last, failure, intervalHours }, now), replica: replicaStatus };
  };

  const scheduled = async () => {
    try {
      const { manifest } = await takeNow();
      await appendActivity(db, { action: 'backup.taken', actor: null, target: manifest.name, clientAddress: 'server' });
    } catch (error) {
      console.error('[backup] the scheduled backup failed:', error);
    }
  };

  /** The first backup is due one interval after the newest one on disk, so restarts do not postpone it. */
  const start = async () => {
    if (intervalHours === 0) return;
    const [newest] = await listBackups(dir);
    const dueIn = newest ? Math.max(0, Date.parse(newest.manifest.createdAt) + intervalHours * HOUR_MS - Date.now()) : 0;
    const tick = (delay: number) => {
      timer = setTimeout(async () => {
        await scheduled();
        tick(intervalHours * HOUR_MS);
      }, delay);
      timer.unref();
    };
    tick(dueIn);
  };

  const stop = async () => {
    clearTimeout(timer);
    await running?.catch(() => undefined);
  };

  return { takeNow, status, start, stop };
};
