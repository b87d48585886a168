import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { clientWriteTransactions, type WriteTransactions } from './write-transactions.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-write-transactions-'));
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
  await handle.client.execute('CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)');
});
afterAll(() => {
  handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const INSERT = `INSERT INTO note (text) SELECT value FROM json_each(?) RETURNING id, text`;
const stored = async () => (await handle.client.execute('SELECT text FROM note ORDER BY id')).rows.map((row) => row.text);

describe.each<[string, () => WriteTransactions]>([
  ['a connection of its own (a local file)', () => handle.inWriteTransaction],
  ['the client (a libSQL server)', () => clientWriteTransactions(handle.client)],
])('write transactions through %s', (_, transactions) => {
  it('commits every statement together and answers their rows, seen by the client at once', async () => {
    await handle.client.execute('DELETE FROM note');
    const rows = await transactions()(async (run) => [...(await run(INSERT, '["one","two"]')), ...(await run(INSERT, '["three"]'))]);
    expect(rows.map((row) => row.text)).toEqual(['one', 'two', 'three']);
    expect(await stored()).toEqual(['one', 'two', 'three']);
  });

  it('keeps nothing of a transaction that fails part way, and the next one still commits', async () => {
    await handle.client.execute('DELETE FROM note');
    const failing = transactions()(async (run) => {
      await run(INSERT, '["kept only if all is"]');
      await run(INSERT, '["twice","twice"]');
    });
    await expect(failing).rejects.toThrow(/UNIQUE/);
    await transactions()((run) => run(INSERT, '["after"]'));
    expect(await stored()).toEqual(['after']);
  });
});

describe('the local connection', () => {
  it('runs transactions started together one after the other, each complete', async () => {
    await handle.client.execute('DELETE FROM note');
    const texts = Array.from({ length: 12 }, (_, i) => `note ${i}`);
    await Promise.all(
      texts.map((text) =>
        handle.inWriteTransaction(async (run) => {
          await run(INSERT, JSON.stringify([`${text} a`]));
          await run(INSERT, JSON.stringify([`${text} b`]));
        }),
      ),
    );
    expect(await stored()).toEqual(texts.flatMap((text) => [`${text} a`, `${text} b`]));
  });
});
