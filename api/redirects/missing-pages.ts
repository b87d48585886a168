import { desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { missingPathDay } from '../../db/schema.ts';
import { addDays, cairoDay } from '../../shared/cairo-day.ts';
import { redirectPathOf } from '../../shared/redirect-paths.ts';
import { readRedirectEnds } from './redirect-store.ts';

/** The days "Missing pages" looks back over, today included. */
const MISSING_PAGE_DAYS = 30;
const MAX_LISTED = 200;

/**
 * The addresses visitors asked for and no page answered over the last 30 Cairo days (the visitor counting
 * keeps them per day in `missing_path_day`, bots left out), most asked first, with where each now leads if a
 * redirect was added since; an address a page answers now is left out.
 */
export const missingPages = async (db: Database, pageAnswers: (path: string) => Promise<boolean>, now = new Date()) => {
  const since = addDays(cairoDay(now), -(MISSING_PAGE_DAYS - 1));
  const rows = await db
    .select({ path: missingPathDay.path, hits: sql<number>`SUM(${missingPathDay.hits})` })
    .from(missingPathDay)
    .where(gte(missingPathDay.day, since))
    .groupBy(missingPathDay.path)
    .orderBy(desc(sql`SUM(${missingPathDay.hits})`), missingPathDay.path)
    .limit(MAX_LISTED);
  const ends = await readRedirectEnds(db);
  // `/old` and `/old/` are one address to a redirect.
  const byPath = new Map<string, number>();
  for (const row of rows) {
    const path = redirectPathOf(row.path) ?? row.path;
    byPath.set(path, (byPath.get(path) ?? 0) + Number(row.hits));
  }
  const listed: { path: string; hits: number; redirectedTo: string | null }[] = [];
  for (const [path, hits] of byPath) {
    if (await pageAnswers(path)) continue;
    listed.push({ path, hits, redirectedTo: ends.get(path)?.to ?? null });
  }
  return listed.sort((a, b) => b.hits - a.hits);
};
