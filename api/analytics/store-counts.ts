import type { RunStatement } from '../../db/write-transactions.ts';
import { OTHER_KEY } from '../../shared/analytics.ts';

/** What is counted per day in analytics_day (see db/schema.ts). */
export type Metric = 'views' | 'visitors' | 'page' | 'lang' | 'device' | 'source';

/**
 * Distinct keys a day keeps per metric, and distinct missing paths: past them, new keys are counted
 * under OTHER_KEY, so a flood of made-up paths, referrers or campaigns cannot grow the tables without
 * bound. The site's own pages (two editions of every project included) fit many times over.
 */
export const DAY_CAPS = { page: 2000, source: 200, missing: 500 } as const;
const CAPPED: Partial<Record<Metric, number>> = { page: DAY_CAPS.page, source: DAY_CAPS.source };

/** Counts to add, per day, metric and key; missing paths per day and path. */
export class DayCounts {
  readonly metrics = new Map<string, { day: string; metric: Metric; key: string; count: number }>();
  readonly missing = new Map<string, { day: string; path: string; hits: number }>();

  add(day: string, metric: Metric, key: string, count = 1) {
    const id = `${day}\n${metric}\n${key}`;
    const row = this.metrics.get(id);
    if (row) row.count += count;
    else this.metrics.set(id, { day, metric, key, count });
  }

  addMissing(day: string, path: string, hits = 1) {
    const id = `${day}\n${path}`;
    const row = this.missing.get(id);
    if (row) row.hits += hits;
    else this.missing.set(id, { day, path, hits });
  }

  get size() {
    return this.metrics.size + this.missing.size;
  }
}

const ADD_COUNTS = `
  INSERT INTO analytics_day (day, metric, key, count)
  SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(?) WHERE true
  ON CONFLICT (day, metric, key) DO UPDATE SET count = count + excluded.count`;
const ADD_MISSING = `
  INSERT INTO missing_path_day (day, path, hits)
  SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(?) WHERE true
  ON CONFLICT (day, path) DO UPDATE SET hits = hits + excluded.hits`;

// For each [day, metric] asked: how many keys it holds. For each [day, metric, key] asked: whether it is there.
const KEYS_HELD = `
  SELECT value ->> 0 AS day, value ->> 1 AS metric,
    (SELECT count(*) FROM analytics_day WHERE day = value ->> 0 AND metric = value ->> 1) AS held
  FROM json_each(?)`;
const KEYS_PRESENT = `
  SELECT a.day, a.metric, a.key FROM json_each(?) AS asked
  JOIN analytics_day AS a ON a.day = asked.value ->> 0 AND a.metric = asked.value ->> 1 AND a.key = asked.value ->> 2`;
const PATHS_HELD = `
  SELECT value AS day, (SELECT count(*) FROM missing_path_day WHERE day = value) AS held FROM json_each(?)`;
const PATHS_PRESENT = `
  SELECT m.day, m.path FROM json_each(?) AS asked
  JOIN missing_path_day AS m ON m.day = asked.value ->> 0 AND m.path = asked.value ->> 1`;

interface Keyed {
  group: string;
  key: string;
  count: number;
}

/**
 * Which keys may be stored as they are: those already kept, then new ones (most counted first) while
 * their group (a day's metric) holds fewer than its cap. The others are to be counted under OTHER_KEY.
 */
const admitted = (rows: Keyed[], held: Map<string, number>, present: Set<string>, capOf: (group: string) => number) => {
  const room = new Map(held);
  const admit = new Set<string>();
  for (const row of [...rows].sort((a, b) => b.count - a.count)) {
    const id = `${row.group}\n${row.key}`;
    if (row.key === OTHER_KEY || present.has(id)) {
      admit.add(id);
      continue;
    }
    const taken = room.get(row.group) ?? 0;
    if (taken < capOf(row.group)) {
      admit.add(id);
      room.set(row.group, taken + 1);
    }
  }
  return admit;
};

/** Adds a flush's counts in the caller's write transaction: keys past a day's cap go to OTHER_KEY. */
export const addDayCounts = async (run: RunStatement, counts: DayCounts) => {
  const metricRows = [...counts.metrics.values()];
  const capped = metricRows.filter((row) => CAPPED[row.metric] !== undefined);
  if (capped.length > 0) {
    const groups = [...new Map(capped.map((row) => [`${row.day}\n${row.metric}`, [row.day, row.metric]])).values()];
    const held = new Map((await run(KEYS_HELD, JSON.stringify(groups))).map((row) => [`${row.day}\n${row.metric}`, Number(row.held)]));
    const present = new Set((await run(KEYS_PRESENT, JSON.stringify(capped.map((row) => [row.day, row.metric, row.key])))).map((row) => `${row.day}\n${row.metric}\n${row.key}`));
    const admit = admitted(
      capped.map((row) => ({ group: `${row.day}\n${row.metric}`, key: row.key, count: row.count })),
      held,
      present,
      (group) => CAPPED[group.split('\n')[1] as Metric] ?? Infinity,
    );
    for (const row of capped) {
      if (!admit.has(`${row.day}\n${row.metric}\n${row.key}`)) {
        counts.metrics.delete(`${row.day}\n${row.metric}\n${row.key}`);
        counts.add(row.day, row.metric, OTHER_KEY, row.count);
      }
    }
  }
  const missingRows = [...counts.missing.values()];
  if (missingRows.length > 0) {
    const days = [...new Set(missingRows.map((row) => row.day))];
    const held = new Map((await run(PATHS_HELD, JSON.stringify(days))).map((row) => [String(row.day), Number(row.held)]));
    const present = new Set((await run(PATHS_PRESENT, JSON.stringify(missingRows.map((row) => [row.day, row.path])))).map((row) => `${row.day}\n${row.path}`));
    const admit = admitted(
      missingRows.map((row) => ({ group: row.day, key: row.path, count: row.hits })),
      held,
      present,
      () => DAY_CAPS.missing,
    );
    for (const row of missingRows) {
      if (!admit.has(`${row.day}\n${row.path}`)) {
        counts.missing.delete(`${row.day}\n${row.path}`);
        counts.addMissing(row.day, OTHER_KEY, row.hits);
      }
    }
  }
  if (counts.metrics.size > 0) await run(ADD_COUNTS, JSON.stringify([...counts.metrics.values()].map((row) => [row.day, row.metric, row.key, row.count])));
  if (counts.missing.size > 0) await run(ADD_MISSING, JSON.stringify([...counts.missing.values()].map((row) => [row.day, row.path, row.hits])));
};

const PRUNE_COUNTS = 'DELETE FROM analytics_day WHERE day < ?';
const PRUNE_MISSING = 'DELETE FROM missing_path_day WHERE day < ?';

/** Deletes the counts of the days before `day`. */
export const pruneDayCounts = async (run: RunStatement, day: string) => {
  await run(PRUNE_COUNTS, day);
  await run(PRUNE_MISSING, day);
};
