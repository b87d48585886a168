import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent, siteContentPublish } from '../../db/schema.ts';
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '../../shared/site-content/sections.ts';

/** History keeps this many publishes; the admin's list shows the newest 20 of them. */
export const KEPT_PUBLISHES = 100;

/** The sections in the screens' order, for the history entry's list and content. */
const sectionOrder = sql.join([sql`CASE ${siteContent.section}`, ...SITE_CONTENT_SECTIONS.map((section, index) => sql`WHEN ${section} THEN ${index}`), sql`END`], sql.raw(' '));

/**
 * Which drafts a publish makes live: "Publish" takes those not scheduled; a scheduled publish those whose time
 * has come; "Publish now" from "Coming up" the scheduled ones of the chosen sections.
 */
export type PublishedDrafts = { unscheduled: true } | { dueBy: string } | { scheduled: readonly SiteContentSection[] };

const chosen = (which: PublishedDrafts): SQL => {
  if ('unscheduled' in which) return sql`${siteContent.publishAt} IS NULL`;
  if ('dueBy' in which) return sql`${siteContent.publishAt} <= ${which.dueBy}`;
  return sql`${siteContent.publishAt} IS NOT NULL AND ${siteContent.section} IN (${sql.join(
    which.scheduled.map((section) => sql`${section}`),
    sql`, `,
  )})`;
};

/**
 * Makes the chosen sections' drafts live at once and keeps the whole content after it as one history entry.
 * Answers the new entry, or null when no chosen section has a draft.
 *
 * Its statements are one batch: one transaction that runs from BEGIN to COMMIT without waiting for anything.
 * A transaction that awaited between its statements would hold the write lock while a save made at the same
 * moment, on another connection of this process, waits for that lock without letting the process run on
 * (SQLite's busy wait is synchronous): the save failed after five seconds. Now a save lands before the
 * publish (and goes live with it) or after it (as a new draft, or 409 for the version the publish took).
 * The same holds between processes: of two publishing the same scheduled drafts at once, the first takes them
 * and the second finds none, so a scheduled publish happens once.
 */
export const publishContent = async (db: Database, by: { id: number | null; name: string | null }, which: PublishedDrafts = { unscheduled: true }, at = new Date()) => {
  const now = at.toISOString();
  const picked = sql`(${siteContent.draft} IS NOT NULL AND ${chosen(which)})`;
  const ordered = sql`SELECT ${siteContent.section} AS section, CASE WHEN ${picked} THEN ${siteContent.draft} END AS draft, ${siteContent.published} AS published FROM ${siteContent} ORDER BY ${sectionOrder}`;
  const [inserted] = await db.batch([
    db
      .insert(siteContentPublish)
      .select(
        sql`SELECT NULL, ${now}, ${by.id}, ${by.name},
          (SELECT json_group_array(section) FROM (${ordered}) WHERE draft IS NOT NULL),
          (SELECT json_group_object(section, json(coalesce(draft, published))) FROM (${ordered}))
        WHERE EXISTS (SELECT 1 FROM ${siteContent} WHERE ${picked})`,
      )
      .returning({ id: siteContentPublish.id, publishedAt: siteContentPublish.publishedAt, sections: siteContentPublish.sections }),
    db
      .update(siteContent)
      .set({ published: sql`${siteContent.draft}`, draft: null, publishAt: null, version: sql`${siteContent.version} + 1`, updatedAt: now, updatedBy: by.id })
      .where(picked),
    db.run(
      sql`DELETE FROM ${siteContentPublish} WHERE ${siteContentPublish.id} NOT IN (SELECT ${siteContentPublish.id} FROM ${siteContentPublish} ORDER BY ${siteContentPublish.id} DESC LIMIT ${KEPT_PUBLISHES})`,
    ),
  ]);
  const [publish] = inserted;
  if (!publish) return null;
  return { ...publish, sections: publish.sections as SiteContentSection[], publishedBy: by.name };
};

/** Drafts scheduled to go live at `at`; answers the sections scheduled, or null when one of them has no draft. */
export const scheduleDrafts = async (db: Database, sections: readonly SiteContentSection[], at: string) => {
  const inChosen = sql`${siteContent.section} IN (${sql.join(
    sections.map((section) => sql`${section}`),
    sql`, `,
  )})`;
  // One statement: every chosen section gets the time, or none does (one of them lost its draft meanwhile).
  const rows = await db
    .update(siteContent)
    .set({ publishAt: at })
    .where(sql`${inChosen} AND NOT EXISTS (SELECT 1 FROM ${siteContent} WHERE ${inChosen} AND ${siteContent.draft} IS NULL)`)
    .returning({ section: siteContent.section });
  return rows.length === sections.length ? sections : null;
};

/** "Unschedule": the chosen sections' drafts stay, waiting for "Publish". Answers the sections that had a time. */
export const unscheduleDrafts = async (db: Database, sections: readonly SiteContentSection[]) => {
  const rows = await db
    .update(siteContent)
    .set({ publishAt: null })
    .where(
      sql`${siteContent.publishAt} IS NOT NULL AND ${siteContent.section} IN (${sql.join(
        sections.map((section) => sql`${section}`),
        sql`, `,
      )})`,
    )
    .returning({ section: siteContent.section });
  return rows.map((row) => row.section);
};
