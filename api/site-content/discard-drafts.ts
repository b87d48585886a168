import { isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';

/** Drops every draft; the versions move on so a form still holding the discarded edit cannot save it over. */
export const discardDrafts = async (db: Database, userId: number) =>
  db
    .update(siteContent)
    .set({ draft: null, version: sql`${siteContent.version} + 1`, updatedAt: new Date().toISOString(), updatedBy: userId })
    .where(isNotNull(siteContent.draft))
    .returning({ section: siteContent.section });
