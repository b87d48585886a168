import { inArray } from 'drizzle-orm';
import { uploadedImage, type ImageVariant, type UploadedImage } from '../../db/schema.ts';
import type { ImageView } from '../lib/project-view.ts';
import { readLibraryAlts } from '../../db/library-alts.ts';
import { altIn, type LibraryAlts } from '../../shared/library-alts.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';
import { database } from './projects.ts';

type Described = Omit<ImageView, 'alt'>;

/**
 * The facts recorded at upload, as the page needs them; variants are narrowest first, the full image last.
 * The AVIF candidates keep the WebP files where no AVIF copy exists (the wide ones): every browser
 * that reads AVIF reads WebP too.
 */
const describeImage = ({ url, width, height, variants }: Pick<UploadedImage, 'url' | 'width' | 'height' | 'variants'>): Described => {
  const candidates = (pick: (variant: ImageVariant) => string) => [...variants.map((variant) => `${pick(variant)} ${variant.width}w`), `${url} ${width}w`].join(', ');
  const hasAvif = variants.some((variant) => variant.avif);
  return {
    src: url,
    srcset: candidates((variant) => variant.url),
    ...(hasAvif ? { avifSrcset: candidates((variant) => variant.avif?.url ?? variant.url) } : {}),
    width,
    height,
  };
};

/**
 * Looks up each address among the images the site stored: their size and responsive
 * copies were recorded at upload, so the build opens no image file. Anything else (an external
 * https:// address an admin pasted) is rendered as it is. An image given no alt gets the media library's
 * in `locale`.
 */
export const imageResolver = async (pairs: { url: string; alt: string }[], locale: ContentLocale = 'en') => {
  const urls = [...new Set(pairs.map(({ url }) => url))];
  const rows = urls.length === 0 ? [] : await (await database()).select().from(uploadedImage).where(inArray(uploadedImage.url, urls));
  const resolved = new Map(rows.map((row) => [row.url, describeImage(row)]));
  const library: LibraryAlts = new Map(rows.map((row) => [row.url, { en: row.altEn, ar: row.altAr }]));
  return (url: string, alt: string): ImageView => ({ ...(resolved.get(url) ?? { src: url }), alt: alt || altIn(undefined, library, url, locale) });
};

/** The media library's alt texts, for the places whose own are empty. */
export const libraryAlts = async (): Promise<LibraryAlts> => readLibraryAlts(await database());
