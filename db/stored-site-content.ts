import { defaultSiteContent } from '../shared/site-content/defaults.ts';
import { SITE_CONTENT_SECTIONS, type SiteContent, siteContentSchemas } from '../shared/site-content/sections.ts';
import type { Database } from './client.ts';
import { siteContent } from './schema.ts';

/** Stores today's texts for every section not stored yet, as published content; run at each start. */
export const ensureSiteContent = async (db: Database) => {
  await db
    .insert(siteContent)
    .values(SITE_CONTENT_SECTIONS.map((section) => ({ section, published: defaultSiteContent[section] })))
    .onConflictDoNothing();
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
  };
};
