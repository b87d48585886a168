import { readSiteContent } from '../../db/stored-site-content.ts';
import type { SiteContent } from '../../shared/site-content/sections.ts';
import type { Locale } from '../i18n/locales.ts';
import { toPageContent } from '../lib/page-content.ts';
import type { ImageView } from '../lib/project-view.ts';
import { altIn } from '../../shared/library-alts.ts';
import { imageResolver, libraryAlts } from './image-sources.ts';
import { database } from './projects.ts';
import { defineFact, readsDrafts } from './facts.ts';

/** The office's site content: the published version, or its drafts over it for the office's preview. */
const storedContent = defineFact('site-content', (source: 'draft' | 'published') => database().then((db) => readSiteContent(db, { draft: source === 'draft' })));
const siteContent = (): Promise<SiteContent> => storedContent(readsDrafts() ? 'draft' : 'published');

/** One edition's texts and facts for a page or component. */
export const pageContent = defineFact('page-content', async (locale: Locale) => toPageContent(await siteContent(), locale));

/** The preview of the drafts is for the office only: never indexed, and it says what it is. */
export const isPreviewBuild = readsDrafts;

/**
 * The office's own hero background (an upload, with the responsive copies recorded for it), or undefined for the
 * studio's poster and video. Its description is the one written at the hero, or the media library's.
 */
export const heroImage = defineFact('hero-image', async (locale: Locale): Promise<ImageView | undefined> => {
  const { image } = (await siteContent()).home.hero;
  if (!image) return undefined;
  const resolve = await imageResolver([{ url: image.url, alt: '' }], locale);
  return resolve(image.url, altIn(image.alt, await libraryAlts(), image.url, locale));
});
