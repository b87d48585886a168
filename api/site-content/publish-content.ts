import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent, siteContentPublish } from '../../db/schema.ts';
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '../../shared/site-content/sections.ts';

/** History keeps this many publishes; the admin's list shows the newest 20 of them. */
export const KEPT_PUBLISHES = 100;

/** The sections in the screens' order, for the history entry's list and content. */
const sectionOrder = sql.join([sql`CASE ${siteContent.section}`, ...SITE_CONTENT_SECTIONS.map((section, index) => sql`WHEN ${section} THEN ${index}`), sql`END`], sql.raw(' '));

/**
 * Makes every section's draft live at once and keeps the whole content after it as one history entry.
 * Answers the new entry, or null when no section has a draft.
 *
 * Its statements are one batch: one transaction that runs from BEGIN to COMMIT without waiting for anything.
 * A transaction that awaited between its statements would hold the write lock while a save made at the same
 * moment, on another connection of this process, waits for that lock without letting the process run on
 * (SQLite's busy wait is synchronous): the save failed after five seconds. Now a save lands before the
 * publish (and goes live with it) or after it (as a new draft, or 409 for the version the publish took).
 */
export const publishContent = async (db: Database, by: { id: number; name: string }) => {
  const now = new Date().toISOString();
  const ordered = sql`SELECT ${siteContent.section} AS section, ${siteContent.draft} AS draft, ${siteContent.published} AS published FROM ${siteContent} ORDER BY ${sectionOrder}`;
  const [inserted] = await db.batch([
    db
      .insert(siteContentPublish)
      .select(
        sql`SELECT NULL, ${now}, ${by.id}, ${by.name},
          (SELECT json_group_array(section) FROM (${ordered}) WHERE draft IS NOT NULL),
          (SELECT json_group_object(section, json(coalesce(draft, published))) FROM (${ordered}))
        WHERE EXISTS (SELECT 1 FROM ${siteContent} WHERE ${siteContent.draft} IS NOT NULL)`,
      )
      .returning({ id: siteContentPublish.id, publishedAt: siteContentPublish.publishedAt, sections: siteContentPublish.sections }),
    db
      .update(siteContent)
      .set({ published: sql`${siteContent.draft}`, draft: null, version: sql`${siteContent.version} + 1`, updatedAt: now, updatedBy: by.id })
      .where(sql`${siteContent.draft} IS NOT NULL`),
    db.run(
      sql`DELETE FROM ${siteContentPublish} WHERE ${siteContentPublish.id} NOT IN (SELECT ${siteContentPublish.id} FROM ${siteContentPublish} ORDER BY ${siteContentPublish.id} DESC LIMIT ${KEPT_PUBLISHES})`,
    ),
  ]);
  const [publish] = inserted;
  if (!publish) return null;
  return { ...publish, sections: publish.sections as SiteContentSection[], publishedBy: by.name };
};
