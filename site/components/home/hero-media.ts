import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** The hero poster is drawn full-bleed: these widths cover phones to wide desktops. */
const WIDTHS = [640, 960, 1280, 1920];
export const HERO_SIZES = '100vw';

/**
 * The home hero's own media, through Astro's image pipeline (AVIF and WebP in several widths).
 * The poster and video are produced separately and may be missing in a fresh checkout.
 */
export const heroMedia = async () => {
  const posters = import.meta.glob<{ default: ImageMetadata }>('../../assets/hero/hero-poster.{jpg,jpeg,png,webp}', { eager: true });
  const source = Object.values(posters)[0]?.default;
  const mediaDir = join(process.cwd(), 'public', 'media');
  const videos = [
    { src: '/media/hero.webm', type: 'video/webm' },
    { src: '/media/hero.mp4', type: 'video/mp4' },
  ].filter((video) => existsSync(join(mediaDir, video.src.slice('/media/'.length))));

  const poster = source
    ? {
        avif: await getImage({ src: source, format: 'avif', widths: WIDTHS, quality: 55 }),
        webp: await getImage({ src: source, format: 'webp', widths: WIDTHS, quality: 72 }),
        fallback: await getImage({ src: source, format: 'jpg', width: 1280, quality: 75 }),
        og: await getImage({ src: source, format: 'jpg', width: 1200, height: 630, fit: 'cover', quality: 80 }),
      }
    : undefined;
  return { poster, videos };
};

export type HeroMedia = Awaited<ReturnType<typeof heroMedia>>;
