import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client.ts';
import { firstPosition, publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from './published-projects.ts';
import { project } from './schema.ts';

let dir = '';
let handle: DatabaseHandle;

const row = (slug: string, overrides: Omit<Partial<typeof project.$inferInsert>, 'position'> & { position?: typeof firstPosition } = {}) => ({
  title: slug,
  slug,
  category: 'residential',
  description: 'A home renovated from floor to ceiling.',
  imageUrl: '/uploads/home.webp',
  imageAlt: 'Home',
  ...overrides,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nile-published-'));
  handle = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
  await migrateDatabase(handle.db);
  // Rows as the migration leaves them (all at position 0), then a draft and a new one placed first.
  await handle.db.insert(project).values([row('oldest', { featured: true }), row('older'), row('newer', { featured: true })]);
  await handle.db.insert(project).values(row('hidden-draft', { status: 'Draft', featured: true, position: firstPosition }));
  await handle.db.insert(project).values(row('newest', { position: firstPosition }));
});

afterAll(() => {
  handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the public read path the build and the API share', () => {
  it('lists published projects only, new ones first, then newest first among equal positions', async () => {
    expect((await publishedProjects(handle.db)).map((p) => p.slug)).toEqual(['newest', 'newer', 'older', 'oldest']);
  });

  it('keeps drafts out of the featured section and the detail pages', async () => {
    expect((await publishedFeaturedProjects(handle.db)).map((p) => p.slug)).toEqual(['newer', 'oldest']);
    expect(await publishedProjectBySlug(handle.db, 'hidden-draft')).toBeNull();
    expect((await publishedProjectBySlug(handle.db, 'older'))?.slug).toBe('older');
  });
});
