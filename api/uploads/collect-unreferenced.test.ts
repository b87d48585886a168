import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { project, siteContent, siteContentPublish, uploadedImage } from '../../db/schema.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { useTestApi } from '../test/test-app.ts';
import { collectUnreferencedImages, IMAGE_GRACE_MS, startImageCollector } from './collect-unreferenced.ts';
import { saveUploadedImage, storedFileNames } from './save-upload.ts';

const api = useTestApi();
const HOUR = 60 * 60 * 1000;

const upload = async () => {
  const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#c96' } })
    .png()
    .toBuffer();
  return saveUploadedImage(api.deps.db, api.deps.storage, png);
};
const filesOf = (image: Awaited<ReturnType<typeof upload>>) => storedFileNames(image).map((name) => join(api.deps.config.uploadsDir, name));
const showIn = async (slug: string, main: string, gallery: string[] = []) =>
  api.deps.db.insert(project).values({
    title: slug,
    slug,
    category: 'residential',
    description: 'A project for the collector.',
    imageUrl: main,
    imageAlt: 'x',
    galleryImages: gallery.map((url) => ({ url, alt: 'x' })),
  });

describe('collecting unreferenced images', () => {
  it('keeps every image in use and removes the others only after the grace period, files and record alike', async () => {
    const [main, inGallery, dropped] = [await upload(), await upload(), await upload()];
    await showIn('collector-kept', main.url, [main.url, inGallery.url]);
    expect(dropped.variants).toHaveLength(3);
    expect(dropped.variants.every((variant) => variant.avif)).toBe(true);
    const lines: string[] = [];
    const collect = (hoursLater: number) =>
      collectUnreferencedImages({ db: api.deps.db, storage: api.deps.storage, now: new Date(Date.now() + hoursLater * HOUR), log: (line) => lines.push(line) });

    expect((await collect(0)).removed).toEqual([]);
    expect((await collect(IMAGE_GRACE_MS / HOUR - 1)).removed).toEqual([]);
    expect(filesOf(dropped).every(existsSync)).toBe(true);

    expect((await collect(IMAGE_GRACE_MS / HOUR + 1)).removed).toEqual([dropped.url]);
    expect(filesOf(dropped).some(existsSync)).toBe(false);
    expect(await api.deps.db.select().from(uploadedImage).where(eq(uploadedImage.url, dropped.url))).toEqual([]);
    expect([...filesOf(main), ...filesOf(inGallery)].every(existsSync)).toBe(true);
    expect(lines).toEqual([`Removed 1 unreferenced image (7 files, ${(dropped.bytes / 1024).toFixed(0)} KB): ${dropped.url}`]);
  });

  it('starts the grace period again when an image is used once more before it runs out', async () => {
    const image = await upload();
    const collect = (hoursLater: number) => collectUnreferencedImages({ db: api.deps.db, storage: api.deps.storage, now: new Date(Date.now() + hoursLater * HOUR), log: () => {} });
    await collect(0);
    await showIn('collector-late-save', image.url);
    await collect(12);
    await api.deps.db.delete(project).where(eq(project.slug, 'collector-late-save'));
    await collect(13);
    expect((await collect(30)).removed).not.toContain(image.url);
    expect(filesOf(image).every(existsSync)).toBe(true);
    expect((await collect(13 + IMAGE_GRACE_MS / HOUR)).removed).toContain(image.url);
  });
});

describe('site content images', () => {
  const withHero = (url: string) => ({ ...defaultSiteContent.home, hero: { ...defaultSiteContent.home.hero, image: { url, alt: { en: 'The hall', ar: 'القاعة' } } } });

  it('keeps the home hero image of the live content, of a draft and of a kept publish', async () => {
    const [live, drafted, kept, dropped] = [await upload(), await upload(), await upload(), await upload()];
    await api.deps.db
      .update(siteContent)
      .set({ published: withHero(live.url), draft: withHero(drafted.url) })
      .where(eq(siteContent.section, 'home'));
    await api.deps.db.insert(siteContentPublish).values({ sections: ['home'], content: { ...defaultSiteContent, home: withHero(kept.url) } });
    const collect = (hoursLater: number) => collectUnreferencedImages({ db: api.deps.db, storage: api.deps.storage, now: new Date(Date.now() + hoursLater * HOUR), log: () => {} });
    await collect(0);
    const { removed } = await collect(IMAGE_GRACE_MS / HOUR + 1);
    expect(removed).toContain(dropped.url);
    expect(removed.filter((url) => [live.url, drafted.url, kept.url].includes(url))).toEqual([]);
    expect([...filesOf(live), ...filesOf(drafted), ...filesOf(kept)].every(existsSync)).toBe(true);
  });
});

describe('the collector in the server', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a pass a minute after start and logs what it removed', async () => {
    const image = await upload();
    const longAgo = new Date(Date.now() - 2 * IMAGE_GRACE_MS).toISOString();
    await api.deps.db.update(uploadedImage).set({ unreferencedSince: longAgo }).where(eq(uploadedImage.url, image.url));

    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    const lines: string[] = [];
    const collector = startImageCollector({ db: api.deps.db, storage: api.deps.storage, log: (line) => lines.push(line) });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(lines.join('\n')).toContain(image.url));
    expect(filesOf(image).some(existsSync)).toBe(false);
    collector.stop();
  });
});
