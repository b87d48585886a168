import { MAX_REPLICA_LAG_MS, replicaState } from '../replica/index.ts';
import { check, fail, ok, skipped, warn } from './check.ts';
import { databaseFile } from './database.ts';

/** "less than a second", "12 s", "3 min". */
const formatLag = (lagMs: number) => (lagMs < 1000 ? 'less than a second' : lagMs < 120_000 ? `${Math.round(lagMs / 1000)} s` : `${Math.round(lagMs / 60_000)} min`);

export const replica = check('Replica', async ({ config }) => {
  if (!databaseFile(config)) return skipped('a libSQL server keeps its own copies');
  if (!config.replica) {
    const none = 'DATABASE_REPLICA_URL is not set: a lost server loses everything since the last backup copied off it';
    return config.production ? warn(`${none} (deploy/README.md, step 9)`) : skipped(none);
  }
  const state = await replicaState(config.database.url, config.replica);
  if (state.lagMs === null)
    return fail(`${state.url} cannot be read (${state.error}): check DATABASE_REPLICA_URL and its key, and Litestream's messages (journalctl -u nile-atelier | grep replica)`);
  const behind = `${formatLag(state.lagMs)} behind`;
  if (!state.ok)
    return fail(
      `${state.url} is ${behind}, more than ${MAX_REPLICA_LAG_MS / 60_000} min: is Litestream running? (journalctl -u nile-atelier | grep replica; a restart starts it again)`,
    );
  return ok(`${state.url} answers, ${behind}`);
});
