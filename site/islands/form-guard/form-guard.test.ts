import { describe, expect, it } from 'vitest';
import { createFormGuard } from './form-guard.ts';

const fakeTime = () => {
  let time = 1_000_000;
  const slept: number[] = [];
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    sleep: async (ms: number) => {
      slept.push(ms);
      time += ms;
    },
    slept,
  };
};

describe('the form guard', () => {
  it('fetches one stamp when the form comes alive and sends it without delay after a person-length pause', async () => {
    const clock = fakeTime();
    let fetched = 0;
    const guard = createFormGuard({ fetchStamp: async () => `stamp-${++fetched}`, now: clock.now, sleep: clock.sleep });
    guard.start();
    guard.start();
    await Promise.resolve();
    clock.advance(20_000);
    expect(await guard.ready()).toEqual({ stamp: 'stamp-1' });
    expect(fetched).toBe(1);
    expect(clock.slept).toEqual([]);
  });

  it('holds back a very quick send until the minimum time has passed, rather than letting it look like a bot', async () => {
    const clock = fakeTime();
    const guard = createFormGuard({ fetchStamp: async () => 'stamp', now: clock.now, sleep: clock.sleep });
    guard.start();
    clock.advance(500);
    expect(await guard.ready()).toEqual({ stamp: 'stamp' });
    expect(clock.slept).toHaveLength(1);
    expect(clock.slept[0]).toBeGreaterThanOrEqual(2000);
  });

  it('fetches a fresh stamp for a form left open for half a day', async () => {
    const clock = fakeTime();
    let fetched = 0;
    const guard = createFormGuard({ fetchStamp: async () => `stamp-${++fetched}`, now: clock.now, sleep: clock.sleep });
    guard.start();
    await guard.ready();
    clock.advance(13 * 60 * 60 * 1000);
    expect((await guard.ready()).stamp).toBe('stamp-2');
  });

  it('sends no stamp when it could not be fetched (the API accepts that)', async () => {
    const clock = fakeTime();
    const guard = createFormGuard({ fetchStamp: async () => Promise.reject(new Error('offline')), now: clock.now, sleep: clock.sleep });
    guard.start();
    expect(await guard.ready()).toEqual({});
  });
});
