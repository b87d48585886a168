import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';

/**
 * Drops every draft not scheduled to go live (a scheduled one is unscheduled first, from "Coming up"); the
 * versions move on so a form still holding the discarded edit cannot save it over.
 */
export const discardDrafts = async (db: Database, userId: number) =>
  db
    .update(siteContent)
    .set({ draft: null, version: sql`${siteContent.version} + 1`, updatedAt: new Date().toISOString(), updatedBy: userId })
    .where(and(isNotNull(siteContent.draft), isNull(siteContent.publishAt)))
    .returning({ section: siteContent.section });
