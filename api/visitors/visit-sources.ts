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

// The visits travel as one JSON parameter (decision 132); `WHERE true` ties ON CONFLICT to the INSERT.
const REMEMBER_FIRST_VISITS = `
  INSERT INTO visit_source (day, visitor, landingPage, referrer, utmSource, utmMedium, utmCampaign, clickId)
  SELECT value ->> 'day', value ->> 'visitor', value ->> 'landingPage', value ->> 'referrer',
    value ->> 'utmSource', value ->> 'utmMedium', value ->> 'utmCampaign', value ->> 'clickId'
  FROM json_each(?) WHERE true
  ON CONFLICT (day, visitor) DO NOTHING
  RETURNING day, visitor`;

/**
 * Keeps the first page and source of each visitor's day, in the caller's write transaction; a later page
 * of the same day changes nothing. Answers the visitors that were new to their day.
 */
export const rememberFirstVisits = async (run: RunStatement, visits: FirstVisit[]): Promise<{ day: string; visitor: string }[]> => {
  if (visits.length === 0) return [];
  return (await run(REMEMBER_FIRST_VISITS, JSON.stringify(visits))) as { day: string; visitor: string }[];
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
