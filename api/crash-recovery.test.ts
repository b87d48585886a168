import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from './backups/create-backup.ts';
import { restoreBackup } from './backups/restore-backup.ts';
import { serverEnv, spawnServer } from './test/server-process.ts';
import { fakeLiveSite } from './test/served-build.ts';

/*
 * Continuous writes against the real server, `kill -9` in the middle, restart: the database is
 * intact and every write the server acknowledged is there. A backup taken during the writes
 * restores with every write acknowledged before it began. CRASH_WRITE_MS makes the stream longer.
 */
const WRITE_MS = Number(process.env.CRASH_WRITE_MS ?? 1500);
const WRITERS = 8;
const dir = mkdtempSync(join(tmpdir(), 'nile-crash-'));
const databasePath = join(dir, 'site.db');
const env = serverEnv(dir, {
  BACKUP_INTERVAL_HOURS: '0',
  RATE_LIMIT_SCALE: '0',
  OWNER_PASSWORD: 'crash-test-owner',
  // A rebuild of the site has nothing to do with this test: it would only compete for the CPU.
  PUBLISH_DEBOUNCE_MS: String(60 * 60 * 1000),
});

const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const start = async () => {
  const started = spawnServer(env);
  servers.push(started.child);
  await started.ready(60_000);
  return { server: started.child, base: started.base() };
};

const write = async (base: string, subject: string) => {
  const response = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name: 'Crash Test', email: 'crash@example.com', phone: '+20 100 000 0000', subject, message: 'Written while the server is about to die.' }),
  });
  return response.status === 201;
};

const subjectsIn = async (path: string) => {
  const client = createClient({ url: `file:${path}` });
  try {
    const integrity = (await client.execute('PRAGMA integrity_check')).rows.map((row) => String(row[0]));
    const subjects = new Set((await client.execute('SELECT subject FROM contact_message')).rows.map((row) => String(row.subject)));
    return { integrity, subjects };
  } finally {
    client.close();
  }
};

describe('crash recovery', { timeout: 120_000 }, () => {
  it('keeps every acknowledged write through kill -9, and in a backup taken during the writes', async () => {
    await fakeLiveSite(env.SITE_DIR);
    const { server, base } = await start();

    const acknowledged: string[] = [];
    let sequence = 0;
    let killed = false;
    const writer = async (id: number) => {
      while (!killed) {
        const subject = `write ${id}-${sequence++}`;
        if (await write(base, subject).catch(() => false)) acknowledged.push(subject);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));

    // Halfway through, a backup from another process's connection, as `npm run backup` takes it.
    await new Promise((resolve) => setTimeout(resolve, WRITE_MS / 2));
    const beforeBackup = [...acknowledged];
    const source = createClient({ url: `file:${databasePath}` });
    const { dir: backup } = await createBackup({ client: source, remote: false, uploadsDir: env.UPLOADS_DIR, backupDir: env.BACKUP_DIR });
    source.close();

    await new Promise((resolve) => setTimeout(resolve, WRITE_MS / 2));
    killed = true;
    server.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(20);

    const afterCrash = await subjectsIn(databasePath);
    expect(afterCrash.integrity).toEqual(['ok']);
    expect(acknowledged.filter((subject) => !afterCrash.subjects.has(subject))).toEqual([]);

    const restarted = await start();
    expect(await write(restarted.base, 'after the restart')).toBe(true);
    restarted.server.kill('SIGTERM');
    await new Promise((resolve) => restarted.server.once('exit', resolve));

    const target = join(dir, 'restored');
    await restoreBackup(backup, { database: { url: `file:${join(target, 'site.db')}` }, uploadsDir: join(target, 'uploads'), backup: { dir: join(target, 'backups') } });
    const restored = await subjectsIn(join(target, 'site.db'));
    expect(restored.integrity).toEqual(['ok']);
    expect(beforeBackup.length).toBeGreaterThan(0);
    expect(beforeBackup.filter((subject) => !restored.subjects.has(subject))).toEqual([]);
    console.log(`Crash test: ${acknowledged.length} acknowledged writes, all present after kill -9; ${beforeBackup.length} before the backup, all restored.`);
  });
});
