import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache', () => {
  it('answers repeated reads from one load until it expires or is cleared', async () => {
    vi.useFakeTimers();
    const cache = createReadCache<string>({ ttlMs: 1000 });
    const load = vi.fn(async () => 'value');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.clear();
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('does not keep a read that a write overtook', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000 });
    let release!: (value: string) => void;
    const slow = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('forgets a failed load', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});
