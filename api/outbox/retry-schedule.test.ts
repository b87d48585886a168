import { describe, expect, it } from 'vitest';
import { nextAttemptAt } from './retry-schedule.ts';

const queuedAt = new Date('2026-11-23T10:00:00.000Z');
const at = (ms: number) => new Date(queuedAt.getTime() + ms);
const gap = (attempts: number, ageMs: number) => (nextAttemptAt(queuedAt, attempts, at(ageMs))?.getTime() ?? NaN) - at(ageMs).getTime();

describe('the outbox retry schedule', () => {
  it('backs off from seconds to at most a minute during the first hour', () => {
    expect([1, 2, 3, 4].map((attempts) => gap(attempts, 0))).toEqual([5000, 10_000, 20_000, 40_000]);
    for (const attempts of [5, 10, 60]) expect(gap(attempts, 30 * 60_000)).toBe(60_000);
  });

  it('tries hourly after the first hour, and gives up after a day', () => {
    expect(gap(70, 61 * 60_000)).toBe(3_600_000);
    expect(gap(90, 22 * 3_600_000)).toBe(3_600_000);
    expect(nextAttemptAt(queuedAt, 95, at(23.5 * 3_600_000))).toBeNull();
  });
});
