/**
 * The public project reads, kept for a moment. The public pages are static, so these reads come from
 * the islands, the preview page and API clients; under load, running the queries for each request would
 * cost most of the time. Local writes clear the cache at once; the short lifetime bounds staleness when
 * another process writes (scaled out).
 */
export interface ReadCache<T> {
  get: (key: string, load: () => Promise<T | null>) => Promise<T | null>;
  clear: () => void;
}

interface Entry<T> {
  value: Promise<T | null>;
  expiresAt: number;
}

export const createReadCache = <T>({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }): ReadCache<T> => {
  const entries = new Map<string, Entry<T>>();
  let generation = 0;

  return {
    async get(key, load) {
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.value;
      if (entries.size >= maxEntries) entries.clear();
      const startedIn = generation;
      const value = load();
      const entry: Entry<T> = { value, expiresAt: now + ttlMs };
      entries.set(key, entry);
      value.then(
        // A write that happened while this read ran may not be in it: don't keep it.
        () => startedIn !== generation && entries.get(key) === entry && entries.delete(key),
        () => entries.get(key) === entry && entries.delete(key),
      );
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
};
