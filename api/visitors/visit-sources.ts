import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visitSource } from '../../db/schema.ts';
import type { VisitSource } from '../../shared/lead-source.ts';

export interface FirstVisit extends VisitSource {
  day: string;
  visitor: string;
  landingPage: string;
}

/** Keeps the first page and source of each visitor's day; a later page of the same day changes nothing. */
export const rememberFirstVisits = async (db: Database, visits: FirstVisit[]) => {
  if (visits.length === 0) return;
  await db.insert(visitSource).values(visits).onConflictDoNothing();
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
