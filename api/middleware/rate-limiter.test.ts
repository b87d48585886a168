import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  it('allows up to the limit in a window, then asks to retry after the window', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('a', t0).limited)).toEqual([false, false, false]);
    const fourth = limiter.hit('a', t0 + 10_000);
    expect(fourth).toEqual({ limited: true, retryAfterSeconds: 50 });
    expect(limiter.hit('b', t0).limited).toBe(false);
    expect(limiter.hit('a', t0 + 60_001).limited).toBe(false);
  });

  it('peeks without counting, and reset forgets a key', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.peek('k').limited).toBe(false);
    limiter.hit('k');
    expect(limiter.peek('k').limited).toBe(true);
    limiter.reset('k');
    expect(limiter.peek('k').limited).toBe(false);
  });

  it('never limits when the limit is 0 (turned off)', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 60_000 });
    for (let i = 0; i < 100; i++) expect(limiter.hit('x').limited).toBe(false);
  });
});
