import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replicaState } from '../replica/replica-state.ts';
import { startReplica } from '../replica/start-replica.ts';
import { createUserWithSession, useTestApi } from '../test/test-app.ts';

/* The dashboard's backup card shows the database replica's lag (Litestream to a folder here), and a replica more than a minute behind as an error. */
const replicaDir = mkdtempSync(join(tmpdir(), 'nile-backup-replica-'));
afterAll(() => rmSync(replicaDir, { recursive: true, force: true }));

const statusOf = async (api: ReturnType<typeof useTestApi>, cookie: string) => {
  const response = await api.app.request('/api/admin/backups', { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.json();
};

describe('the backup card with a replica', { timeout: 30_000 }, () => {
  const api = useTestApi({ DATABASE_REPLICA_URL: `file://${replicaDir}`, BACKUP_INTERVAL_HOURS: '24' });
  let cookie = '';
  let litestream: Awaited<ReturnType<typeof startReplica>> | undefined;

  beforeAll(async () => {
    cookie = (await createUserWithSession(api.deps, { name: 'Mona' })).cookie;
    const { database, replica } = api.deps.config;
    if (!replica) throw new Error('no replica configured');
    litestream = await startReplica(database.url, replica);
    const deadline = Date.now() + 20_000;
    while (!(await replicaState(database.url, replica)).ok) {
      if (Date.now() > deadline) throw new Error('Litestream did not fill the replica');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 30_000);
  afterAll(() => litestream?.stop());

  it('shows how far behind the replica is', async () => {
    const { replica } = await statusOf(api, cookie);
    expect(replica).toMatchObject({ url: `file://${replicaDir}`, ok: true, error: null });
    expect(replica.lagMs).toBeGreaterThanOrEqual(0);
    expect(replica.lagMs).toBeLessThan(60_000);
  });

  it('is an error once the replica is more than a minute behind', async () => {
    await litestream?.stop();
    litestream = undefined;
    await api.deps.db.$client.execute("INSERT INTO meta (key, value) VALUES ('replica-test', 'written after Litestream stopped')");
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
    const backdate = (path: string) => {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (entry.isDirectory()) backdate(join(path, entry.name));
        utimesSync(join(path, entry.name), twoMinutesAgo, twoMinutesAgo);
      }
    };
    backdate(replicaDir);
    const { replica } = await statusOf(api, cookie);
    expect(replica).toMatchObject({ url: `file://${replicaDir}`, ok: false, error: null });
    expect(replica.lagMs).toBeGreaterThan(60_000);
  });
});

describe('the backup card without a replica', () => {
  const api = useTestApi();

  it('says none is set up', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    expect((await statusOf(api, cookie)).replica).toBeNull();
  });
});
