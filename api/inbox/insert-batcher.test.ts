import { describe, expect, it } from 'vitest';
import { createInsertBatcher } from './insert-batcher.ts';

describe('insert batcher', () => {
  it('writes rows that arrive together in one call and answers each with its own row', async () => {
    const calls: number[][] = [];
    const batcher = createInsertBatcher<number, string>({
      insertMany: async (rows) => {
        calls.push(rows);
        return rows.map((row) => `stored ${row}`);
      },
    });
    const results = await Promise.all([1, 2, 3].map((row) => batcher.insert(row)));
    expect(results).toEqual(['stored 1', 'stored 2', 'stored 3']);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('splits large bursts into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const batcher = createInsertBatcher<number, number>({
      maxBatch: 4,
      insertMany: async (rows) => {
        sizes.push(rows.length);
        return rows;
      },
    });
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => batcher.insert(i)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('a bad row fails only its own request', async () => {
    const batcher = createInsertBatcher<number, number>({
      insertMany: async (rows) => {
        if (rows.includes(13)) throw new Error('unlucky row');
        return rows;
      },
    });
    const results = await Promise.allSettled([12, 13, 14].map((row) => batcher.insert(row)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('collects rows that arrive during a write into the next batch', async () => {
    const calls: number[][] = [];
    let release!: () => void;
    const batcher = createInsertBatcher<number, number>({
      insertMany: async (rows) => {
        calls.push(rows);
        if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return rows;
      },
    });
    const first = batcher.insert(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.insert(2), batcher.insert(3)];
    release();
    await Promise.all([first, ...later]);
    expect(calls).toEqual([[1], [2, 3]]);
  });
});
