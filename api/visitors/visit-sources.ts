import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visitSource } from '../../db/schema.ts';
import type { RunStatement } from '../../db/write-transactions.ts';
import type { VisitSource } from '../../shared/lead-source.ts';

export interface FirstVisit extends VisitSource {
  day: string;
  visitor: string;
  landingPage: string;
}

// A group of visits with one day and source travels as one JSON parameter,
// `[day, referrer, utmSource, utmMedium, utmCampaign, clickId, [[visitor, landingPage], …]]`: the shared
// facts are read once per statement, not once per visit. `WHERE true` ties ON CONFLICT to the INSERT.
const REMEMBER_FIRST_VISITS = `
  INSERT INTO visit_source (day, visitor, landingPage, referrer, utmSource, utmMedium, utmCampaign, clickId)
  SELECT ?1 ->> 0, value ->> 0, value ->> 1, ?1 ->> 1, ?1 ->> 2, ?1 ->> 3, ?1 ->> 4, ?1 ->> 5
  FROM json_each(?1, '$[6]') WHERE true
  ON CONFLICT (day, visitor) DO NOTHING
  RETURNING day, visitor`;

/**
 * Keeps the first page and source of each visitor's day, in the caller's write transaction; a later page
 * of the same day changes nothing. Answers the visitors that were new to their day.
 */
export const rememberFirstVisits = async (run: RunStatement, visits: FirstVisit[]): Promise<{ day: string; visitor: string }[]> => {
  const groups = new Map<string, { shared: (string | null)[]; visits: [visitor: string, landingPage: string][] }>();
  for (const { day, visitor, landingPage, referrer, utmSource, utmMedium, utmCampaign, clickId } of visits) {
    const shared = [day, referrer, utmSource, utmMedium, utmCampaign, clickId];
    const key = JSON.stringify(shared);
    const group = groups.get(key) ?? { shared, visits: [] };
    groups.set(key, group);
    group.visits.push([visitor, landingPage]);
  }
  const fresh: { day: string; visitor: string }[] = [];
  for (const { shared, visits: ofGroup } of groups.values()) {
    fresh.push(...((await run(REMEMBER_FIRST_VISITS, JSON.stringify([...shared, ofGroup]))) as { day: string; visitor: string }[]));
  }
  return fresh;
};

/** Where this visitor's day began, or null when the server did not see it (analytics off, or a visit from a CDN). */
export const firstVisitOf = async (db: Database, day: string, visitor: string): Promise<FirstVisit | null> => {
  const [row] = await db
    .select()
    .from(visitSource)
    .where(and(eq(visitSource.day, day), eq(visitSource.visitor, visitor)))
    .limit(1);
  return row ?? null;
};

/** Deletes the visits of the days before `day`: once its salt is gone, a day's ids lead nowhere and are not kept. */
export const forgetVisitsBefore = async (db: Database, day: string) => {
  await db.delete(visitSource).where(lt(visitSource.day, day));
};
