import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

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

describe('write transactions', () => {
  const transactions = () => handle.inWriteTransaction;
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

describe('transactions started together', () => {
  it('each commit complete, in some order', async () => {
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
    const notes = await stored();
    expect(notes).toHaveLength(texts.length * 2);
    // Nothing of another transaction comes between a transaction's two rows.
    for (let i = 0; i < notes.length; i += 2) expect(String(notes[i + 1])).toBe(String(notes[i]).replace(/ a$/, ' b'));
  });

  it('keeps the others when one of them fails part way, and nothing of that one', async () => {
    await handle.client.execute('DELETE FROM note');
    const outcomes = await Promise.allSettled(
      ['first', 'fails', 'last'].map((text) =>
        handle.inWriteTransaction(async (run) => {
          await run(INSERT, JSON.stringify([`${text} a`]));
          await run(INSERT, JSON.stringify(text === 'fails' ? ['first a'] : [`${text} b`]));
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored()).toEqual(['first a', 'first b', 'last a', 'last b']);
  });
});
