import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { project, uploadedImage } from '../../db/schema.ts';
import { useTestApi } from '../test/test-app.ts';
import { processAndStoreImage } from './image-processing.ts';
import { recordMissingImageFacts } from './record-missing-facts.ts';

const api = useTestApi();

describe('recording the facts of images stored before they were kept', () => {
  it('measures each referenced upload once, finds its variants, and leaves other addresses alone', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#579' } })
      .png()
      .toBuffer();
    // Stored the old way: files only, no record.
    const old = await processAndStoreImage(api.deps.storage, png);
    await api.deps.db.insert(project).values({
      title: 'Old project',
      slug: 'old-project',
      category: 'residential',
      description: 'Uploaded before image facts were kept.',
      imageUrl: old.url,
      imageAlt: 'Old',
      galleryImages: [
        { url: old.url, alt: 'Old' },
        { url: 'https://images.example.com/a.jpg', alt: 'External' },
        { url: '/uploads/gone.webp', alt: 'Missing file' },
      ],
    });

    const lines: string[] = [];
    expect(await recordMissingImageFacts(api.deps.db, api.deps.storage, (line) => lines.push(line))).toEqual({ added: 1 });
    const rows = await api.deps.db.select().from(uploadedImage);
    expect(rows).toEqual([expect.objectContaining({ name: old.name, url: old.url, width: 1200, height: 800, bytes: old.bytes, variants: old.variants })]);
    expect(lines).toEqual(['Recorded the size and variants of 1 image stored before image facts were kept.']);
    expect(await recordMissingImageFacts(api.deps.db, api.deps.storage, () => {})).toEqual({ added: 0 });
  });
});
