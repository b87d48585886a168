import { Route } from 'wouter';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { SITE_CONTENT_SECTIONS, type SiteContent, type SiteContentSection } from '../../../shared/site-content/sections.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import SiteContentPage from './SiteContentPage.tsx';
import type { SiteContentState } from './use-site-content.ts';

/** GET /api/admin/site-content as a fresh site answers it, with drafts where given. */
export const siteContentState = (drafts: Partial<SiteContent> = {}, version = 3): SiteContentState => {
  const sections = Object.fromEntries(
    SITE_CONTENT_SECTIONS.map((section) => [
      section,
      { published: structuredClone(defaultSiteContent[section]), draft: drafts[section] ?? null, version, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: null, publishAt: null },
    ]),
  ) as SiteContentState['sections'];
  return { sections, changedSections: SITE_CONTENT_SECTIONS.filter((section): section is SiteContentSection => section in drafts) };
};

/** The Site Content screens on their route, opened at `path` (e.g. /admin/site-content/contact). */
export const renderSiteContentPage = (path: string) =>
  renderAdmin(
    <Route path="/admin/site-content/:screen?">
      <SiteContentPage />
    </Route>,
    { path },
  );
