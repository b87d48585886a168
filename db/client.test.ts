import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the local database client', () => {
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
});
