// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provideBuildDatabase } from '../../db/build-database.ts';
import { setUpTempDatabase } from '../../db/test/temp-database.ts';
import { uploadedImage } from '../../db/schema.ts';

const temp = setUpTempDatabase('image-sources');

beforeAll(async () => {
  // No uploads folder is given at all: the facts must come from the database alone.
  provideBuildDatabase(temp.db);
  await temp.db.insert(uploadedImage).values({
    name: 'hall.webp',
    url: '/uploads/hall.webp',
    width: 2400,
    height: 1600,
    variants: [
      { name: 'hall-480w.webp', url: '/uploads/hall-480w.webp', width: 480 },
      { name: 'hall-960w.webp', url: '/uploads/hall-960w.webp', width: 960 },
    ],
    bytes: 300_000,
  });
});

afterAll(() => {
  provideBuildDatabase(undefined);
});

describe('image sources for the build', () => {
  it('reads the size and responsive copies recorded at upload, without any image file', async () => {
    const { imageResolver } = await import('./image-sources.ts');
    const resolve = await imageResolver([{ url: '/uploads/hall.webp', alt: '' }]);
    expect(resolve('/uploads/hall.webp', 'The hall')).toEqual({
      src: '/uploads/hall.webp',
      srcset: '/uploads/hall-480w.webp 480w, /uploads/hall-960w.webp 960w, /uploads/hall.webp 2400w',
      width: 2400,
      height: 1600,
      alt: 'The hall',
    });
  });

  it('offers the AVIF copies first where the upload made them, with the wider WebP files after them', async () => {
    await temp.db.insert(uploadedImage).values({
      name: 'loft.webp',
      url: '/uploads/loft.webp',
      width: 2400,
      height: 1600,
      variants: [
        { name: 'loft-480w.webp', url: '/uploads/loft-480w.webp', width: 480, avif: { name: 'loft-480w.avif', url: '/uploads/loft-480w.avif' } },
        { name: 'loft-960w.webp', url: '/uploads/loft-960w.webp', width: 960, avif: null },
        { name: 'loft-1600w.webp', url: '/uploads/loft-1600w.webp', width: 1600 },
      ],
      bytes: 300_000,
    });
    const { imageResolver } = await import('./image-sources.ts');
    const resolve = await imageResolver([{ url: '/uploads/loft.webp', alt: '' }]);
    expect(resolve('/uploads/loft.webp', 'The loft')).toMatchObject({
      srcset: '/uploads/loft-480w.webp 480w, /uploads/loft-960w.webp 960w, /uploads/loft-1600w.webp 1600w, /uploads/loft.webp 2400w',
      avifSrcset: '/uploads/loft-480w.avif 480w, /uploads/loft-960w.webp 960w, /uploads/loft-1600w.webp 1600w, /uploads/loft.webp 2400w',
    });
  });

  it('renders an address it has no facts for as it is', async () => {
    const { imageResolver } = await import('./image-sources.ts');
    const resolve = await imageResolver([{ url: 'https://images.example.com/villa.jpg', alt: '' }]);
    expect(resolve('https://images.example.com/villa.jpg', 'Villa')).toEqual({ src: 'https://images.example.com/villa.jpg', alt: 'Villa' });
  });
});
