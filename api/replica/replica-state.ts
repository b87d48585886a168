import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFilePath, litestreamConfig, MAX_REPLICA_LAG_MS, type ReplicaSetting } from './litestream-config.ts';
import { replicaLag } from './replica-lag.ts';

/** The replica as the dashboard and the doctor show it. */
interface ReplicaState {
  url: string;
  /** How far behind the database the replica is; null when it could not be read. */
  lagMs: number | null;
  /** When the replica last received a change. */
  updatedAt: string | null;
  /** Readable and at most MAX_REPLICA_LAG_MS behind. */
  ok: boolean;
  /** Why it could not be read. */
  error: string | null;
}

/**
 * Reads the replica of the database file of `databaseUrl` with a Litestream configuration of its own, so it
 * works from any process (the dashboard's, the doctor's) whether or not the server's configuration is there.
 */
export const replicaState = async (databaseUrl: string, setting: ReplicaSetting): Promise<ReplicaState> => {
  const databasePath = databaseFilePath(databaseUrl);
  const work = await mkdtemp(join(tmpdir(), 'nile-replica-state-'));
  try {
    const configPath = join(work, 'litestream.yml');
    await writeFile(configPath, litestreamConfig(databasePath, setting), { mode: 0o600 });
    const { lagMs, updatedAt } = await replicaLag(configPath, databasePath);
    return { url: setting.url, lagMs, updatedAt, ok: lagMs <= MAX_REPLICA_LAG_MS, error: null };
  } catch (error) {
    return { url: setting.url, lagMs: null, updatedAt: null, ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
