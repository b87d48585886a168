/**
 * Serialised answers of the public project reads, kept for a moment. The public pages are static,
 * so these reads come from the admin, the preview page and API clients; under load, re-running the
 * query and JSON.stringify for each request would cost most of the time. Local writes clear the
 * cache at once; the short lifetime bounds staleness when another process writes (scaled out).
 */
export interface ReadCache<T = string> {
  get: (key: string, load: () => Promise<T | null>) => Promise<T | null>;
  /** The value of a fresh entry whose load has finished, without waiting; undefined otherwise. */
  peek: (key: string) => T | null | undefined;
  clear: () => void;
}

interface Entry<T> {
  value: Promise<T | null>;
  expiresAt: number;
  /** Set when the load has finished and the entry is still current. */
  settled?: { value: T | null };
}

export const createReadCache = <T = string>({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }): ReadCache<T> => {
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
        (loaded) => {
          // A write that happened while this read ran may not be in it: don't keep it.
          if (startedIn !== generation) entries.delete(key);
          else entry.settled = { value: loaded };
        },
        () => entries.delete(key),
      );
      return value;
    },
    peek(key) {
      const cached = entries.get(key);
      return cached?.settled && cached.expiresAt > Date.now() ? cached.settled.value : undefined;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
};
