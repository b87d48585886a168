import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { serverEnv, spawnServer } from '../test/server-process.ts';
import { fakeLiveSite } from '../test/served-build.ts';
import { litestreamConfigPath } from './litestream-config.ts';
import { replicaLag } from './replica-lag.ts';

/*
 * The database streamed to a folder replica (DATABASE_REPLICA_URL=file://…) by the server's Litestream while
 * messages are written; the server and Litestream are killed with kill -9, the database is deleted, and
 * `npm run restore -- --from-replica` brings back every message acknowledged at least a second before.
 */
const RESTORE = fileURLToPath(new URL('../../scripts/restore.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-replica-'));
const databasePath = join(dir, 'site.db');
const env = serverEnv(dir, {
  DATABASE_REPLICA_URL: `file://${join(dir, 'replica')}`,
  RATE_LIMIT_SCALE: '0',
  BACKUP_INTERVAL_HOURS: '0',
  PUBLISH_DEBOUNCE_MS: String(60 * 60 * 1000),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const killed: number[] = [];
afterAll(() => {
  for (const pid of killed) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
});

const subjectsIn = async (path: string) => {
  const client = createClient({ url: `file:${path}` });
  try {
    return new Set((await client.execute('SELECT subject FROM contact_message')).rows.map((row) => String(row.subject)));
  } finally {
    client.close();
  }
};

const restore = (target: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, [RESTORE, '--from-replica', ...args], { env: { ...env, DATABASE_URL: `file:${target}` }, encoding: 'utf8' });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
};

describe('the database replica', { timeout: 120_000 }, () => {
  it('brings back every message acknowledged a second before kill -9 of the server and Litestream', async () => {
    await fakeLiveSite(env.SITE_DIR);
    const server = spawnServer(env);
    await server.ready(60_000);
    killed.push(server.child.pid ?? 0);
    const base = server.base();
    const litestream = execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.child.pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map(Number)
      .filter(Boolean);
    expect(litestream.length).toBe(1);
    killed.push(...litestream);

    const acknowledged: { subject: string; at: number }[] = [];
    let writing = true;
    const writer = async (id: number) => {
      for (let round = 0; writing; round++) {
        const subject = `replica ${id}-${round}`;
        const response = await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base },
          body: JSON.stringify({ name: 'Replica Test', email: 'replica@example.com', phone: '+20 100 000 0000', subject, message: 'Streamed off the machine.' }),
        }).catch(() => undefined);
        if (response?.status === 201) acknowledged.push({ subject, at: Date.now() });
        await sleep(20);
      }
    };
    const writers = Array.from({ length: 4 }, (_, id) => writer(id));
    await sleep(1500);
    const midpoint = new Date();
    await sleep(1500);
    const lag = await replicaLag(litestreamConfigPath(databasePath), databasePath);
    await sleep(1000);

    const killedAt = Date.now();
    for (const pid of [server.child.pid ?? 0, ...litestream]) process.kill(pid, 'SIGKILL');
    writing = false;
    await Promise.all(writers);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });

    expect(restore(databasePath)).toContain('There was no database to replace');
    const restored = await subjectsIn(databasePath);
    const settled = acknowledged.filter(({ at }) => at <= killedAt - 1000);
    const missing = settled.filter(({ subject }) => !restored.has(subject));
    const recent = acknowledged.length - settled.length;
    console.log(
      `Replica: lag ${lag.lagMs} ms while writing; ${acknowledged.length} messages acknowledged, ${settled.length} of them a second before kill -9, ${missing.length} missing after the restore; ${acknowledged.filter(({ subject }) => restored.has(subject)).length - settled.length} of the last ${recent} there too.`,
    );
    expect(settled.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    expect(lag.lagMs).toBeLessThanOrEqual(1000);

    // The state of a moment, as of the last upload before it (one a second): what was acknowledged 1.5 s
    // before is there, and nothing acknowledged after it.
    const pointInTime = join(dir, 'at', 'site.db');
    restore(pointInTime, '--at', midpoint.toISOString());
    const then = await subjectsIn(pointInTime);
    expect(then.size).toBeGreaterThan(0);
    expect(acknowledged.filter(({ at }) => at < midpoint.getTime() - 1500).filter(({ subject }) => !then.has(subject))).toEqual([]);
    expect(acknowledged.filter(({ at }) => at > midpoint.getTime()).filter(({ subject }) => then.has(subject))).toEqual([]);
  });
});
