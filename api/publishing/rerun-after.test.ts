import { describe, expect, it, vi } from 'vitest';
import { rerunAfter } from './rerun-after.ts';

/** Runs that finish (or fail) when the test says so, numbered from 1 in the order they started. */
const gatedRuns = () => {
  const events: string[] = [];
  const gates: { finish: () => void; fail: (message: string) => void }[] = [];
  let started = 0;
  let onStart = () => {};
  const run = () => {
    const number = ++started;
    events.push(`start ${number}`);
    queueMicrotask(onStart);
    return new Promise<void>((resolve, reject) => {
      gates[number] = {
        finish: () => {
          events.push(`end ${number}`);
          resolve();
        },
        fail: (message) => {
          events.push(`fail ${number}`);
          reject(new Error(message));
        },
      };
    });
  };
  /** The run of that number, once it has started. */
  const runNumber = async (number: number) => {
    while (!gates[number]) await new Promise<void>((resolve) => (onStart = resolve));
    return gates[number];
  };
  return { events, run, runNumber };
};

describe('rerun after the running one', () => {
  it('runs once more after the running run when asked during it', async () => {
    const { events, run, runNumber } = gatedRuns();
    const runs = rerunAfter(run, { onError: () => {} });
    runs.request();
    expect(runs.running()).toBe(true);
    const first = await runNumber(1);
    runs.request();
    expect(events).toEqual(['start 1']);
    first.finish();
    (await runNumber(2)).finish();
    await runs.whenIdle();
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(runs.running()).toBe(false);
  });

  it('runs only once more however many requests came during a run', async () => {
    const { events, run, runNumber } = gatedRuns();
    const onIdle = vi.fn();
    const runs = rerunAfter(run, { onError: () => {}, onIdle });
    runs.request();
    const first = await runNumber(1);
    for (let i = 0; i < 5; i++) runs.request();
    first.finish();
    (await runNumber(2)).finish();
    await runs.whenIdle();
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('runs nothing more when nothing was asked during a run', async () => {
    const { events, run, runNumber } = gatedRuns();
    const runs = rerunAfter(run, { onError: () => {} });
    runs.request();
    (await runNumber(1)).finish();
    await runs.whenIdle();
    runs.request();
    (await runNumber(2)).finish();
    await runs.whenIdle();
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('reports a failed run and still runs the one asked for during it', async () => {
    const { events, run, runNumber } = gatedRuns();
    const onError = vi.fn();
    const runs = rerunAfter(run, { onError });
    runs.request();
    const first = await runNumber(1);
    runs.request();
    first.fail('the build broke');
    (await runNumber(2)).finish();
    await runs.whenIdle();
    expect(events).toEqual(['start 1', 'fail 1', 'start 2', 'end 2']);
    expect(onError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ message: 'the build broke' }));
  });

  it('waits for the running run when stopped, and runs nothing after it', async () => {
    const { events, run, runNumber } = gatedRuns();
    const runs = rerunAfter(run, { onError: () => {} });
    runs.request();
    const first = await runNumber(1);
    runs.request();
    let stopped = false;
    const stopping = runs.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    first.finish();
    await stopping;
    runs.request();
    await runs.whenIdle();
    expect(events).toEqual(['start 1', 'end 1']);
    expect(runs.running()).toBe(false);
  });
});
