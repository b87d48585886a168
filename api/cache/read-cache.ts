/**
 * Serialised answers of the public project reads, kept for a moment. The public pages are static,
 * so these reads come from the admin, the preview page and API clients; under load, re-running the
 * query and JSON.stringify for each request would cost most of the time. Local writes clear the
 * cache at once; the short lifetime bounds staleness when another process writes (scaled out).
 */
export interface ReadCache<T = string> {
  get: (key: string, load: () => Promise<T | null>) => Promise<T | null>;
  clear: () => void;
}

export const createReadCache = <T = string>({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }): ReadCache<T> => {
  const entries = new Map<string, { value: Promise<T | null>; expiresAt: number }>();
  let generation = 0;

  return {
    async get(key, load) {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value;
      if (entries.size >= maxEntries) entries.clear();
      const startedIn = generation;
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
      value.then(
        () => {
          // A write that happened while this read ran may not be in it: don't keep it.
          if (startedIn !== generation) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
};
