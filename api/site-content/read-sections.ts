import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContent, type SiteContentRow, user } from '../../db/schema.ts';
import { SITE_CONTENT_SECTIONS, type SiteContentSection } from '../../shared/site-content/sections.ts';
import type { Transaction } from '../inbox/queue-emails.ts';

export interface SectionState {
  published: unknown;
  /** The office's unpublished edits, or null when the section is as it is live. */
  draft: unknown;
  version: number;
  updatedAt: string;
  /** The name of the admin who changed the section last, or null (the seed, or a deleted account). */
  updatedBy: string | null;
}

export interface SiteContentState {
  sections: Record<SiteContentSection, SectionState>;
  /** The sections with a draft, in the admin's order. */
  changedSections: SiteContentSection[];
}

const columns = {
  section: siteContent.section,
  published: siteContent.published,
  draft: siteContent.draft,
  version: siteContent.version,
  updatedAt: siteContent.updatedAt,
  updatedBy: user.name,
};

const toState = (row: Omit<SiteContentRow, 'updatedBy' | 'section'> & { updatedBy: string | null }): SectionState => ({
  published: row.published,
  draft: row.draft ?? null,
  version: row.version,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

export const userName = async (db: Database | Transaction, id: number) => {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, id)).limit(1);
  return row?.name ?? null;
};

/** One section as the routes answer it, or null when it is not stored. */
export const readSection = async (db: Database | Transaction, section: SiteContentSection) => {
  const [row] = await db.select(columns).from(siteContent).leftJoin(user, eq(user.id, siteContent.updatedBy)).where(eq(siteContent.section, section)).limit(1);
  return row ? { section, ...toState(row) } : null;
};

/** Every section with its published content, draft and version: the body of GET /api/admin/site-content. */
export const readSiteContentState = async (db: Database | Transaction): Promise<SiteContentState> => {
  const rows = await db.select(columns).from(siteContent).leftJoin(user, eq(user.id, siteContent.updatedBy));
  const byName = new Map(rows.map((row) => [row.section, row]));
  const sections = {} as Record<SiteContentSection, SectionState>;
  for (const section of SITE_CONTENT_SECTIONS) {
    const row = byName.get(section);
    // ensureSiteContent runs at every start, so a missing row is a database changed under the server.
    if (!row) throw new Error(`The site content section "${section}" is not stored.`);
    sections[section] = toState(row);
  }
  return { sections, changedSections: SITE_CONTENT_SECTIONS.filter((section) => sections[section].draft !== null) };
};
