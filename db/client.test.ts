import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the database in another process, runs `sql` (a read by default, as the site build does), and closes it. */
const openAndCloseElsewhere = (url: string, sql = 'SELECT 1') =>
  execFileSync(process.execPath, [
    '-e',
    `import(${JSON.stringify(new URL('./client.ts', import.meta.url).href)}).then(async ({ openDatabase }) => { const h = await openDatabase({ url: ${JSON.stringify(url)} }); await h.client.execute(${JSON.stringify(sql)}); h.close(); })`,
  ]);

describe('the local database client', () => {
  it('keeps every write when the database is opened twice in one process and another process opens and closes it', async () => {
    const url = `file:${join(dir, 'shared.db')}`;
    const server = await openDatabase({ url });
    await server.client.execute('CREATE TABLE message (text TEXT)');
    // A second handle in the same process, as a backup before an upgrade or a script takes one.
    (await openDatabase({ url })).close();
    openAndCloseElsewhere(url);
    await server.client.execute("INSERT INTO message VALUES ('written after the build')");
    const reader = await openDatabase({ url });
    expect((await reader.client.execute('SELECT text FROM message')).rows.map((row) => row.text)).toEqual(['written after the build']);
    reader.close();
    server.close();
  });

  it('keeps the writes of its prepared write transactions and of the client in order, with another process writing between them', async () => {
    const url = `file:${join(dir, 'writers.db')}`;
    const server = await openDatabase({ url });
    await server.client.execute('CREATE TABLE message (text TEXT)');
    await server.inWriteTransaction((run) => run('INSERT INTO message VALUES (?)', 'a subscription'));
    openAndCloseElsewhere(url, "INSERT INTO message VALUES ('another server process')");
    await server.client.execute("INSERT INTO message VALUES ('an admin edit')");
    await server.inWriteTransaction((run) => run('INSERT INTO message VALUES (?1), (?1 || ?2)', 'a message', ' and its notice'));
    expect((await server.client.execute('SELECT text FROM message ORDER BY rowid')).rows.map((row) => row.text)).toEqual([
      'a subscription',
      'another server process',
      'an admin edit',
      'a message',
      'a message and its notice',
    ]);
    server.close();
  });

  it('commits on every connection with synchronous=NORMAL, also the ones opened while transactions hold others', async () => {
    const { client, close } = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
    const held = [];
    const levels: unknown[] = [];
    // Each open transaction keeps its connection, so each next statement runs on another one.
    for (let i = 0; i < 19; i++) {
      levels.push((await client.execute('PRAGMA synchronous')).rows[0]?.synchronous);
      held.push(await client.transaction('deferred'));
    }
    levels.push((await client.execute('PRAGMA synchronous')).rows[0]?.synchronous);
    for (const transaction of held) transaction.close();
    close();
    expect(levels).toEqual(Array.from({ length: 20 }, () => 1));
  });

  it('creates the database file and its -wal and -shm files readable by their owner alone, whatever the umask', async () => {
    const path = join(dir, 'private.db');
    const before = process.umask(0o022);
    try {
      const { client, close } = await openDatabase({ url: `file:${path}` });
      await client.execute('CREATE TABLE note (text TEXT)');
      await client.execute("INSERT INTO note VALUES ('a password hash')");
      const modes = ['', '-wal', '-shm'].map((suffix) => (existsSync(`${path}${suffix}`) ? statSync(`${path}${suffix}`).mode & 0o777 : 'missing'));
      close();
      expect(modes).toEqual([0o600, 0o600, 0o600]);
    } finally {
      process.umask(before);
    }
  });

  it('makes a database file left readable by an earlier version private when it opens it', async () => {
    const path = join(dir, 'older.db');
    writeFileSync(path, '');
    chmodSync(path, 0o644);
    const { close } = await openDatabase({ url: `file:${path}` });
    close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });
});
