import { describe, expect, it } from 'vitest';
import type { MediaImage } from '../lib/api-types.ts';
import { searchMedia } from './media-search.ts';

const image = (fileName: string, alt: { en: string; ar: string }, used: boolean): MediaImage => ({
  id: `${fileName}.webp`,
  url: `/uploads/${fileName}.webp`,
  thumbnailUrl: `/uploads/${fileName}-480w.webp`,
  fileName,
  width: 1200,
  height: 800,
  bytes: 120_000,
  createdAt: '2026-11-20T10:00:00.000Z',
  alt,
  uses: used ? [{ kind: 'hero' }] : [],
});

const library = [
  image('kitchen.jpg', { en: 'Walnut kitchen island', ar: 'جزيرة مطبخ' }, true),
  image('IMG_2031.jpg', { en: '', ar: '' }, false),
  image('terrace.png', { en: 'Roof terrace', ar: 'تراس' }, false),
];

describe('searchMedia', () => {
  it('finds images by file name or by either alt text, whatever the case', () => {
    expect(searchMedia(library, 'KITCHEN').map((found) => found.fileName)).toEqual(['kitchen.jpg']);
    expect(searchMedia(library, 'roof').map((found) => found.fileName)).toEqual(['terrace.png']);
    expect(searchMedia(library, 'تراس').map((found) => found.fileName)).toEqual(['terrace.png']);
    expect(searchMedia(library, '')).toHaveLength(3);
  });

  it('keeps only the images nothing uses under "Unused"', () => {
    expect(searchMedia(library, '', 'unused').map((found) => found.fileName)).toEqual(['IMG_2031.jpg', 'terrace.png']);
    expect(searchMedia(library, 'kitchen', 'unused')).toEqual([]);
  });
});
