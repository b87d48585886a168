import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent, siteContentPublish } from '../../db/schema.ts';
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '../../shared/site-content/sections.ts';
import { normalizeSection, sameContent } from './same-content.ts';

/**
 * Brings a kept publish back as drafts: every section where it differs from the live content gets
 * it as its draft, and the other sections lose their drafts, so publishing next makes the site what
 * it was then. The published content and the history are left as they are; a scheduled draft the restore
 * replaces loses its schedule (what goes live is chosen again).
 * Answers the publish's time and the sections that now differ from the live site, or null for an unknown publish.
 */
export const restorePublish = async (db: Database, { id, userId }: { id: number; userId: number }) =>
  db.transaction(async (tx) => {
    const [publish] = await tx
      .select({ content: siteContentPublish.content, publishedAt: siteContentPublish.publishedAt })
      .from(siteContentPublish)
      .where(eq(siteContentPublish.id, id))
      .limit(1);
    if (!publish) return null;
    const rows = await tx.select().from(siteContent);
    const now = new Date().toISOString();
    const drafted: SiteContentSection[] = [];
    for (const row of rows) {
      // A section the code no longer accepts in that form (after an upgrade) stays as it is.
      const restored = normalizeSection(row.section, (publish.content as Record<string, unknown>)[row.section]);
      if (restored === null) continue;
      const draft = sameContent(row.section, restored, row.published) ? null : restored;
      if (draft !== null) drafted.push(row.section);
      const unchanged = draft === null ? row.draft === null : row.draft !== null && sameContent(row.section, draft, row.draft);
      if (unchanged) continue;
      await tx
        .update(siteContent)
        .set({ draft, publishAt: null, version: sql`${siteContent.version} + 1`, updatedAt: now, updatedBy: userId })
        .where(eq(siteContent.section, row.section));
    }
    return { publishedAt: publish.publishedAt, sections: SITE_CONTENT_SECTIONS.filter((section) => drafted.includes(section)) };
  });
