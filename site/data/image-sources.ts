import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ImageView } from '../lib/project-view.ts';

/** The widths the upload pipeline writes beside each image (api/uploads/image-processing.ts). */
const VARIANT_WIDTHS = [480, 960, 1600] as const;
const UPLOAD_NAME = /^\/uploads\/([A-Za-z0-9_-]+)\.webp$/;

const uploadsDir = () => process.env.UPLOADS_DIR ?? 'data/uploads';
const known = new Map<string, Promise<Omit<ImageView, 'alt'>>>();

const describeUpload = async (url: string): Promise<Omit<ImageView, 'alt'>> => {
  const match = UPLOAD_NAME.exec(url);
  if (!match) return { src: url };
  const base = match[1]!;
  const file = join(uploadsDir(), `${base}.webp`);
  if (!existsSync(file)) return { src: url };
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) return { src: url };
  const variants = VARIANT_WIDTHS.filter((variant) => variant < width && existsSync(join(uploadsDir(), `${base}-${variant}w.webp`)));
  const srcset = [...variants.map((variant) => `/uploads/${base}-${variant}w.webp ${variant}w`), `${url} ${width}w`].join(', ');
  return { src: url, srcset, width, height };
};

/**
 * Reads an uploaded image's real size and the responsive copies that exist (decision 010), once per build.
 * Anything else (an external https:// address an admin pasted) is rendered as it is.
 */
export const resolveImage = async (url: string, alt: string): Promise<ImageView> => {
  let described = known.get(url);
  if (!described) {
    described = describeUpload(url);
    known.set(url, described);
  }
  return { ...(await described), alt };
};

/** Pre-resolves every address so that the synchronous view builders can use the results. */
export const imageResolver = async (pairs: { url: string; alt: string }[]) => {
  const resolved = new Map<string, Omit<ImageView, 'alt'>>();
  await Promise.all(pairs.map(async ({ url }) => resolved.set(url, await resolveImage(url, ''))));
  return (url: string, alt: string): ImageView => ({ ...(resolved.get(url) ?? { src: url }), alt });
};
