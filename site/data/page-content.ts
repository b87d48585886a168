import { readSiteContent } from '../../db/stored-site-content.ts';
import type { SiteContent } from '../../shared/site-content/sections.ts';
import type { Locale } from '../i18n/locales.ts';
import { toPageContent } from '../lib/page-content.ts';
import type { ImageView } from '../lib/project-view.ts';
import { altIn } from '../../shared/library-alts.ts';
import { imageResolver, libraryAlts } from './image-sources.ts';
import { database } from './projects.ts';

/**
 * Build-time access to the office's site content: the published version, or its drafts over it for the
 * admin's preview build (SITE_CONTENT_SOURCE=draft). Read once per build, shared by every page; the dev
 * server reads it for each page, so an edit in the admin shows on the next reload.
 */
let stored: Promise<SiteContent> | undefined;
const siteContent = (): Promise<SiteContent> => {
  const read = () => database().then((db) => readSiteContent(db, { draft: process.env.SITE_CONTENT_SOURCE === 'draft' }));
  if (import.meta.env.DEV) return read();
  stored ??= read();
  return stored;
};

/** One edition's texts and facts for a page or component. */
export const pageContent = async (locale: Locale) => toPageContent(await siteContent(), locale);

/** The preview build (SITE_PREVIEW=1) is for the office only: never indexed, and it says what it is. */
export const isPreviewBuild = () => ['1', 'true', 'yes'].includes(process.env.SITE_PREVIEW ?? '');

/**
 * The office's own hero background (an upload, with the responsive copies recorded for it), or undefined for the
 * studio's poster and video. Its description is the one written at the hero, or the media library's.
 */
export const heroImage = async (locale: Locale): Promise<ImageView | undefined> => {
  const { image } = (await siteContent()).home.hero;
  if (!image) return undefined;
  const resolve = await imageResolver([{ url: image.url, alt: '' }], locale);
  return resolve(image.url, altIn(image.alt, await libraryAlts(), image.url, locale));
};
