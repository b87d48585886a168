import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent } from '../../db/schema.ts';
import type { SiteContentSection } from '../../shared/site-content/sections.ts';
import { type SectionState, toSectionState, userName } from './read-sections.ts';
import { sameContent } from './same-content.ts';

interface SaveDraft {
  section: SiteContentSection;
  /** The version the admin edited; the save only lands if nobody changed the section since. */
  version: number;
  /** Already validated by the section's schema. */
  content: unknown;
  userId: number;
  /** For a section scheduled to go live: false takes the draft off its schedule; absent or true keeps it. */
  keepSchedule?: boolean;
}

/**
 * Saves an edit as the section's draft (or drops the draft when the edit equals the live content, and its
 * schedule with it: nothing is left to publish).
 * The version check and the write are one UPDATE, so of two admins saving the same version only one wins.
 * Answers the saved section, 'conflict' for a stale version, or null for a section not stored.
 */
export const saveDraft = async (db: Database, { section, version, content, userId, keepSchedule = true }: SaveDraft) => {
  const [current] = await db.select({ published: siteContent.published }).from(siteContent).where(eq(siteContent.section, section)).limit(1);
  if (!current) return null;
  // The published content only changes with a version bump, so it is still this one if the UPDATE lands.
  const draft = sameContent(section, content, current.published) ? null : content;
  const updated = await db
    .update(siteContent)
    .set({
      draft,
      version: sql`${siteContent.version} + 1`,
      updatedAt: new Date().toISOString(),
      updatedBy: userId,
      ...(draft === null || !keepSchedule ? { publishAt: null } : {}),
    })
    .where(and(eq(siteContent.section, section), eq(siteContent.version, version)))
    .returning();
  const [row] = updated;
  if (!row) return 'conflict' as const;
  // The row as this save left it, even if another save lands right after.
  const saved: SectionState & { section: SiteContentSection } = { section, ...toSectionState({ ...row, updatedBy: await userName(db, userId) }) };
  return saved;
};
