import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent, user } from '../../db/schema.ts';
import { SITE_CONTENT_SECTIONS, type SiteContent, type SiteContentSection } from '../../shared/site-content/sections.ts';

export interface SectionState<S extends SiteContentSection = SiteContentSection> {
  published: SiteContent[S];
  /** The office's unpublished edits, or null when the section is as it is live. */
  draft: SiteContent[S] | null;
  version: number;
  updatedAt: string;
  /** The name of the admin who changed the section last, or null (the seed, or a deleted account). */
  updatedBy: string | null;
  /** When the draft goes live by itself (ISO time), or null when it waits for "Publish". */
  publishAt: string | null;
}

/** The body of GET /api/admin/site-content, and of the routes that answer the whole content. */
export interface SiteContentState {
  sections: { [S in SiteContentSection]: SectionState<S> };
  /** The sections with a draft, in the admin's order. */
  changedSections: SiteContentSection[];
}

interface StoredSection {
  published: unknown;
  draft: unknown;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  publishAt: string | null;
}

/** Stored values were validated by the section's schema when they were saved. */
export const toSectionState = <S extends SiteContentSection>(row: StoredSection): SectionState<S> => ({
  published: row.published as SiteContent[S],
  draft: (row.draft ?? null) as SiteContent[S] | null,
  version: row.version,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
  publishAt: row.publishAt,
});

export const userName = async (db: Database, id: number) => {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, id)).limit(1);
  return row?.name ?? null;
};

/** Every section with its published content, draft, version and last editor. */
export const readSiteContentState = async (db: Database): Promise<SiteContentState> => {
  const rows = await db
    .select({
      section: siteContent.section,
      published: siteContent.published,
      draft: siteContent.draft,
      version: siteContent.version,
      updatedAt: siteContent.updatedAt,
      updatedBy: user.name,
      publishAt: siteContent.publishAt,
    })
    .from(siteContent)
    .leftJoin(user, eq(user.id, siteContent.updatedBy));
  const byName = new Map(rows.map((row) => [row.section, row]));
  const state = <S extends SiteContentSection>(section: S): SectionState<S> => {
    const row = byName.get(section);
    // ensureSiteContent runs at every start, so a missing row is a database changed under the server.
    if (!row) throw new Error(`The site content section "${section}" is not stored.`);
    return toSectionState<S>(row);
  };
  const sections: SiteContentState['sections'] = {
    company: state('company'),
    home: state('home'),
    about: state('about'),
    services: state('services'),
    process: state('process'),
    contact: state('contact'),
    seo: state('seo'),
    privacy: state('privacy'),
  };
  return { sections, changedSections: SITE_CONTENT_SECTIONS.filter((section) => sections[section].draft !== null) };
};
