import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { matchesPortfolioFilter, PORTFOLIO_FILTERS, ADMIN_CATEGORIES } from '../../shared/categories.ts';
import { project, uploadedImage } from '../../db/schema.ts';
import { useTestApi } from '../../api/test/test-app.ts';
import { DEMO_PROJECTS } from './demo-projects.ts';
import { seedDemoContent } from './seed-demo-content.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
const projects = () => api.deps.db.select().from(project);
const fileOf = (url: string) => join(api.deps.config.uploadsDir, url.replace('/uploads/', ''));

describe('demo seed', () => {
  it('seeds the ten demo projects, covering every category, three featured', { timeout: 240_000 }, async () => {
    const result = await seedDemoContent(api.deps.db, api.deps.storage, () => {});
    expect(result.seeded).toBe(true);
    const rows = await projects();
    expect(rows.map((row) => row.slug).sort()).toEqual(DEMO_PROJECTS.map((demo) => demo.slug).sort());
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.featured)).toHaveLength(3);

    for (const filter of PORTFOLIO_FILTERS) {
      expect(rows.filter((row) => matchesPortfolioFilter(row.category, filter.value)).length, filter.value).toBeGreaterThan(0);
    }
    for (const category of ADMIN_CATEGORIES) expect(rows.map((row) => row.category)).toContain(category);
    expect(rows.map((row) => row.category)).toContain('food-beverage');

    for (const row of rows) {
      expect(row.galleryImages.length).toBeGreaterThanOrEqual(3);
      expect(row.galleryImages.length).toBeLessThanOrEqual(6);
      expect(row.imageUrl).toBe(must(row.galleryImages[0]).url);
      expect(row).toMatchObject({ completionDate: expect.any(String), location: expect.any(String), size: expect.any(String) });
    }
  });

  it('uploads every demo picture through the upload pipeline: in the media library, a real image with its smaller copies', { timeout: 240_000 }, async () => {
    await seedDemoContent(api.deps.db, api.deps.storage, () => {});
    const bySlug = new Map((await projects()).map((row) => [row.slug, row]));
    const recorded = new Map((await api.deps.db.select().from(uploadedImage)).map((image) => [image.url, image]));
    for (const demo of DEMO_PROJECTS) {
      const gallery = must(bySlug.get(demo.slug)).galleryImages;
      expect(gallery.map((image) => image.alt)).toEqual(demo.images.map((image) => image.alt));
      for (const [index, image] of gallery.entries()) {
        const stored = must(recorded.get(image.url));
        expect(stored).toMatchObject({ fileName: `${demo.slug}-${index + 1}.jpg`, width: 1600, height: 1067 });
        expect(stored.variants.map((variant) => variant.width)).toEqual([480, 768, 960]);
        const { width, height, format } = await sharp(fileOf(image.url)).metadata();
        expect({ width, height, format }).toEqual({ width: 1600, height: 1067, format: 'webp' });
        for (const variant of stored.variants) expect(existsSync(fileOf(variant.url))).toBe(true);
      }
    }
  });

  it('never seeds twice, even after every demo project was deleted', { timeout: 240_000 }, async () => {
    // Seeds first when this test runs on its own; a no-op when the test above already did.
    await seedDemoContent(api.deps.db, api.deps.storage, () => {});
    const before = (await projects()).length;
    expect(before).toBe(10);
    expect((await seedDemoContent(api.deps.db, api.deps.storage, () => {})).seeded).toBe(false);
    expect(await projects()).toHaveLength(before);
    await api.deps.db.delete(project);
    expect((await seedDemoContent(api.deps.db, api.deps.storage, () => {})).seeded).toBe(false);
    expect(await projects()).toHaveLength(0);
  });
});
