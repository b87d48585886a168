import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const HERO_SIZES = '100vw';

/**
 * The studio's own hero poster, made once from its photograph by Astro's image pipeline (AVIF and WebP
 * from phones to wide desktops, a JPEG fallback and the 1200×630 link card) and kept as files in
 * public/_astro/, so every page render, a single page's included, names the same files. The video is
 * produced separately and may be missing in a fresh checkout.
 */
const POSTER = {
  avif: '/_astro/hero-poster.1W0hTqUR_VlXqw.avif 640w, /_astro/hero-poster.1W0hTqUR_28zstC.avif 960w, /_astro/hero-poster.1W0hTqUR_Z1qi8jC.avif 1280w, /_astro/hero-poster.1W0hTqUR_1UqOwE.avif 1920w',
  webp: '/_astro/hero-poster.1W0hTqUR_1llC7G.webp 640w, /_astro/hero-poster.1W0hTqUR_Z2wC1D9.webp 960w, /_astro/hero-poster.1W0hTqUR_167JsA.webp 1280w, /_astro/hero-poster.1W0hTqUR_qkpFi.webp 1920w',
  fallback: { src: '/_astro/hero-poster.1W0hTqUR_2c8SA5.jpg', width: 1280, height: 720 },
  og: { src: '/_astro/hero-poster.1W0hTqUR_20sKGe.jpg', width: 1200, height: 630 },
};

export const heroMedia = () => {
  const mediaDir = join(process.cwd(), 'public', 'media');
  const videos = [
    { src: '/media/hero.webm', type: 'video/webm' },
    { src: '/media/hero.mp4', type: 'video/mp4' },
  ].filter((video) => existsSync(join(mediaDir, video.src.slice('/media/'.length))));
  return { poster: POSTER, videos };
};

export type HeroMedia = ReturnType<typeof heroMedia>;
