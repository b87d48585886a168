import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedImage, type ImageVariant } from '../../db/schema.ts';
import { must } from '../../shared/must.ts';
import { useTestApi } from '../test/test-app.ts';
import { addMissingAvifCopies } from './add-missing-avif.ts';
import { saveUploadedImage } from './save-upload.ts';

const api = useTestApi();
const onDisk = (name: string) => join(api.deps.config.uploadsDir, name);

/** An image as an install from before AVIF copies recorded it: WebP files only, no AVIF facts. */
const storedTheOldWay = async (background: string) => {
  const png = await sharp({ create: { width: 1800, height: 1200, channels: 3, background } })
    .composite([{ input: Buffer.from('<svg width="1800" height="1200"><circle cx="900" cy="600" r="400" fill="#234"/></svg>') }])
    .png()
    .toBuffer();
  const saved = await saveUploadedImage(api.deps.db, api.deps.storage, png);
  const variants: ImageVariant[] = saved.variants.map(({ name, url, width }) => ({ name, url, width }));
  let bytes = statSync(onDisk(saved.name)).size;
  for (const variant of saved.variants) {
    bytes += statSync(onDisk(variant.name)).size;
    if (variant.avif) await api.deps.storage.remove(variant.avif.name);
  }
  await api.deps.db.update(uploadedImage).set({ variants, bytes }).where(eq(uploadedImage.name, saved.name));
  return { ...saved, variants, bytes };
};

const recorded = async (name: string) => must((await api.deps.db.select().from(uploadedImage).where(eq(uploadedImage.name, name)))[0]);

describe('adding AVIF copies to images stored before they were made', () => {
  it('writes the copies phones load, records them with their bytes, and does nothing the second time', async () => {
    const old = await storedTheOldWay('#b96');
    const lines: string[] = [];
    expect(await addMissingAvifCopies(api.deps.db, api.deps.storage, (line) => lines.push(line))).toEqual({ added: 1 });
    expect(lines).toEqual(['Added AVIF copies to 1 image stored before they were made.']);

    const row = await recorded(old.name);
    expect(row.variants.map((variant) => [variant.width, variant.avif?.name])).toEqual([
      [480, old.name.replace('.webp', '-480w.avif')],
      [768, old.name.replace('.webp', '-768w.avif')],
      [960, old.name.replace('.webp', '-960w.avif')],
      [1600, undefined],
    ]);
    let added = 0;
    for (const variant of row.variants.filter((candidate) => candidate.avif)) {
      const file = onDisk(must(variant.avif).name);
      expect((await sharp(file).metadata()).width).toBe(variant.width);
      added += statSync(file).size;
    }
    expect(row.bytes).toBe(old.bytes + added);

    expect(await addMissingAvifCopies(api.deps.db, api.deps.storage, () => {})).toEqual({ added: 0 });
    expect((await recorded(old.name)).bytes).toBe(row.bytes);
  });

  it('leaves an image whose full file is gone as it was', async () => {
    const old = await storedTheOldWay('#6a8');
    await api.deps.storage.remove(old.name);
    await addMissingAvifCopies(api.deps.db, api.deps.storage, () => {});
    expect((await recorded(old.name)).variants).toEqual(old.variants);
    expect(old.variants.some((variant) => existsSync(onDisk(variant.name.replace('.webp', '.avif'))))).toBe(false);
  });
});
