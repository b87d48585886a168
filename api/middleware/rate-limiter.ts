/**
 * A fixed-window counter per key, kept in this process's memory.
 * One process serves the site; several processes would share a store instead (see README, scaling out).
 */
export interface RateLimiter {
  /** Counts one attempt for `key`; returns the seconds to wait when the key is over its limit. */
  hit: (key: string, now?: number) => { limited: boolean; retryAfterSeconds: number };
  /** Whether `key` is over its limit, without counting an attempt. */
  peek: (key: string, now?: number) => { limited: boolean; retryAfterSeconds: number };
  reset: (key: string) => void;
}

interface Window {
  count: number;
  resetsAt: number;
}

const MAX_TRACKED_KEYS = 50_000;

export const createRateLimiter = ({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter => {
  const windows = new Map<string, Window>();

  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.resetsAt > now) return window;
    if (window) windows.delete(key);
    return undefined;
  };

  const verdict = (window: Window | undefined, now: number) => {
    const limited = limit <= 0 ? false : (window?.count ?? 0) > limit;
    return { limited, retryAfterSeconds: limited && window ? Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) : 0 };
  };

  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
    // Under a flood of distinct keys, forget the oldest rather than grow without bound.
    while (windows.size >= MAX_TRACKED_KEYS) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  };

  return {
    hit(key, now = Date.now()) {
      let window = current(key, now);
      if (!window) {
        if (windows.size >= MAX_TRACKED_KEYS) sweep(now);
        window = { count: 0, resetsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return verdict(window, now);
    },
    peek(key, now = Date.now()) {
      const window = current(key, now);
      return verdict(window ? { ...window, count: window.count + 1 } : undefined, now);
    },
    reset(key) {
      windows.delete(key);
    },
  };
};
