import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent, siteContentPublish } from '../../db/schema.ts';
import { SITE_CONTENT_SECTIONS, type SiteContent } from '../../shared/site-content/sections.ts';

/** History keeps this many publishes; the admin's list shows the newest 20 of them. */
export const KEPT_PUBLISHES = 100;

/**
 * Makes every section's draft live at once and keeps the whole content after it as one history
 * entry. Answers the new entry, or null when no section has a draft.
 */
export const publishContent = async (db: Database, by: { id: number; name: string }) =>
  db.transaction(async (tx) => {
    // A write transaction (BEGIN IMMEDIATE): no save lands between this read and the updates below.
    const rows = await tx.select().from(siteContent);
    const drafted = rows.filter((row) => row.draft !== null);
    if (drafted.length === 0) return null;
    const now = new Date().toISOString();
    for (const row of drafted) {
      await tx
        .update(siteContent)
        .set({ published: row.draft, draft: null, version: sql`${siteContent.version} + 1`, updatedAt: now, updatedBy: by.id })
        .where(eq(siteContent.section, row.section));
    }
    const live = new Map(rows.map((row) => [row.section, row.draft ?? row.published]));
    const content = Object.fromEntries(SITE_CONTENT_SECTIONS.map((section) => [section, live.get(section)])) as SiteContent;
    const changed = new Set(drafted.map((row) => row.section));
    const sections = SITE_CONTENT_SECTIONS.filter((section) => changed.has(section));
    const [publish] = await tx
      .insert(siteContentPublish)
      .values({ publishedAt: now, publishedBy: by.id, publishedByName: by.name, sections, content })
      .returning({ id: siteContentPublish.id, publishedAt: siteContentPublish.publishedAt, sections: siteContentPublish.sections });
    if (!publish) throw new Error('The new publish was not returned by the database.');
    const kept = tx.select({ id: siteContentPublish.id }).from(siteContentPublish).orderBy(desc(siteContentPublish.id)).limit(KEPT_PUBLISHES);
    await tx.delete(siteContentPublish).where(notInArray(siteContentPublish.id, kept));
    return { ...publish, publishedBy: by.name };
  });
