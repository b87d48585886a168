import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { matchesPortfolioFilter, PORTFOLIO_FILTERS, ADMIN_CATEGORIES } from '../../shared/categories.ts';
import { project, uploadedImage } from '../../db/schema.ts';
import { useTestApi } from '../../api/test/test-app.ts';
import { seedDemoContent } from './seed-demo-content.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
const projects = () => api.deps.db.select().from(project);
const fileOf = (url: string) => join(api.deps.config.uploadsDir, url.replace('/uploads/', ''));

describe('demo seed', () => {
  it('seeds at least nine projects with real images, covering every category, three featured', { timeout: 240_000 }, async () => {
    const result = await seedDemoContent(api.deps.db, api.deps.storage, () => {});
    expect(result.seeded).toBe(true);
    const rows = await projects();
    expect(rows.length).toBeGreaterThanOrEqual(9);
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
      for (const image of row.galleryImages) {
        expect(existsSync(fileOf(image.url))).toBe(true);
        expect(image.alt.length).toBeGreaterThan(10);
      }
    }
    const recorded = new Map((await api.deps.db.select().from(uploadedImage)).map((image) => [image.url, image]));
    for (const url of rows.flatMap((row) => row.galleryImages.map((image) => image.url))) {
      expect(recorded.get(url), url).toMatchObject({ width: expect.any(Number), height: expect.any(Number), bytes: expect.any(Number) });
    }
    const { width, format } = await sharp(fileOf(must(rows[0]).imageUrl)).metadata();
    expect(recorded.get(must(rows[0]).imageUrl)?.width).toBe(width);
    expect(format).toBe('webp');
    expect(width).toBeGreaterThanOrEqual(1200);
  });

  it('never seeds twice, even after every demo project was deleted', { timeout: 240_000 }, async () => {
    // Seeds first when this test runs on its own; a no-op when the test above already did.
    await seedDemoContent(api.deps.db, api.deps.storage, () => {});
    const before = (await projects()).length;
    expect(before).toBeGreaterThanOrEqual(9);
    expect((await seedDemoContent(api.deps.db, api.deps.storage, () => {})).seeded).toBe(false);
    expect(await projects()).toHaveLength(before);
    await api.deps.db.delete(project);
    expect((await seedDemoContent(api.deps.db, api.deps.storage, () => {})).seeded).toBe(false);
    expect(await projects()).toHaveLength(0);
  });
});
