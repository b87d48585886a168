import { describe, expect, it } from 'vitest';
import { createSlots } from './processing-slots.ts';
import { must } from '../../shared/must.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('processing slots', () => {
  it('runs at most the given number of tasks at once and starts the next in order', async () => {
    const slots = createSlots(2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.state()).toEqual({ running: 2, waiting: 1 });

    must(gates[0]).resolve();
    await results[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    must(gates[1]).resolve();
    must(gates[2]).resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
    expect(slots.state()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
