import type { RenderedFile } from '../../shared/site-bundle.ts';
import { SITE_PREVIEW_PATH, SITE_PREVIEW_URL } from '../../shared/site-preview.ts';
import { rewritePreviewLinks } from './preview-links.ts';

/** A preview is rendered when it is opened, so it is always ready; the other states are the contract's. */
type PreviewState = 'idle' | 'building' | 'ready' | 'failed';

/** What `GET /api/admin/site-content/preview` answers (the site content contract). */
export interface PreviewStatus {
  state: PreviewState;
  /** When the preview being served was made, ISO time; null while there is none. */
  builtAt: string | null;
  /** Why the preview could not be made; null when it can. */
  error: string | null;
  url: typeof SITE_PREVIEW_URL;
}

/** The preview as the API and the static site see it; in dev mode and tests without a site, `available` is false. */
export interface SitePreviews {
  available: boolean;
  /** Asks for a fresh preview (each page is rendered from the drafts when it is opened). */
  request: () => void;
  status: () => Promise<PreviewStatus>;
  /** A page of the site rendered from the drafts, linking to the preview's other pages; null when there is no such page. */
  render: (path: string) => Promise<RenderedFile | null>;
}

/** No preview can be made here (astro dev renders the pages itself; tests and benchmarks render none). */
export const unavailablePreviews = (): SitePreviews => ({
  available: false,
  request: () => {},
  status: async () => ({ state: 'idle', builtAt: null, error: null, url: SITE_PREVIEW_URL }),
  render: async () => null,
});

/** The office's preview of its drafts: each page rendered from them when it is opened, without a second site. */
export const draftPreviews = (renderDraft: (path: string) => Promise<RenderedFile | null>): SitePreviews => ({
  available: true,
  request: () => {},
  status: async () => ({ state: 'ready', builtAt: new Date().toISOString(), error: null, url: SITE_PREVIEW_URL }),
  render: async (path) => {
    const page = await renderDraft(path);
    if (!page?.file.endsWith('.html')) return null;
    return { ...page, body: rewritePreviewLinks(page.body, SITE_PREVIEW_PATH) };
  },
});
