import { and, eq, sql } from 'drizzle-orm';
import { defaultSiteContent } from '../shared/site-content/defaults.ts';
import { withCorrectedLaunchTexts } from '../shared/site-content/retired-launch-texts.ts';
import { SITE_CONTENT_SECTIONS, type SiteContent, type SiteContentSection, siteContentSchemas } from '../shared/site-content/sections.ts';
import type { Database } from './client.ts';
import { siteContent } from './schema.ts';

/**
 * Gives a database the studio's corrected Arabic launch texts where it still holds the retired ones, published and
 * draft, and leaves every text the office changed. A section it corrects moves on a version, so a form
 * still holding the old text gets a conflict rather than saving it back; a section saved meanwhile waits for the next start.
 */
const correctRetiredLaunchTexts = async (db: Database) => {
  for (const row of await db.select().from(siteContent)) {
    const published = withCorrectedLaunchTexts(row.published);
    const draft = withCorrectedLaunchTexts(row.draft);
    if (JSON.stringify([published, draft]) === JSON.stringify([row.published, row.draft])) continue;
    await db
      .update(siteContent)
      .set({ published, draft, version: sql`${siteContent.version} + 1` })
      .where(and(eq(siteContent.section, row.section), eq(siteContent.version, row.version)));
  }
};

/**
 * Gives stored sections the fields added to their schema since they were saved, with their launch values (a field
 * added with a default, such as the budget bands): the admin's forms and the pages then read the same content, and
 * every text the office wrote stays. A section that no longer passes its schema is left as it is (it reads the defaults).
 */
const completeStoredSections = async (db: Database) => {
  for (const row of await db.select().from(siteContent)) {
    const schema = siteContentSchemas[row.section];
    const complete = (value: unknown) => {
      if (value === null || value === undefined) return value;
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : value;
    };
    const published = complete(row.published);
    const draft = complete(row.draft);
    if (JSON.stringify([published, draft]) === JSON.stringify([row.published, row.draft])) continue;
    await db
      .update(siteContent)
      .set({ published, draft, version: sql`${siteContent.version} + 1` })
      .where(and(eq(siteContent.section, row.section), eq(siteContent.version, row.version)));
  }
};

/** Stores the launch texts for every section not stored yet, as published content, completes the stored ones and corrects retired launch texts; run at each start. */
export const ensureSiteContent = async (db: Database) => {
  await db
    .insert(siteContent)
    .values(SITE_CONTENT_SECTIONS.map((section) => ({ section, published: defaultSiteContent[section] })))
    .onConflictDoNothing();
  await completeStoredSections(db);
  await correctRetiredLaunchTexts(db);
};

/**
 * The whole site content as the pages are built from it: the published version, or with
 * `draft` the office's unpublished edits over it (the admin's preview). A section that is not
 * stored, or that no longer passes its schema after a code change, reads the defaults.
 */
export const readSiteContent = async (db: Database, { draft = false } = {}): Promise<SiteContent> => {
  const rows = await db.select().from(siteContent);
  const stored = new Map(rows.map((row) => [row.section, (draft ? row.draft : null) ?? row.published]));
  const read = <S extends keyof SiteContent>(section: S): SiteContent[S] => {
    const parsed = siteContentSchemas[section].safeParse(stored.get(section));
    return parsed.success ? (parsed.data as SiteContent[S]) : defaultSiteContent[section];
  };
  return {
    company: read('company'),
    home: read('home'),
    about: read('about'),
    services: read('services'),
    process: read('process'),
    contact: read('contact'),
    seo: read('seo'),
    privacy: read('privacy'),
  };
};

/** One section as the pages show it (published), read alone: the defaults when it is not stored or no longer passes its schema. */
export const readPublishedSection = async <S extends SiteContentSection>(db: Database, section: S): Promise<SiteContent[S]> => {
  const [row] = await db.select({ published: siteContent.published }).from(siteContent).where(eq(siteContent.section, section));
  const parsed = siteContentSchemas[section].safeParse(row?.published);
  return parsed.success ? (parsed.data as SiteContent[S]) : defaultSiteContent[section];
};
