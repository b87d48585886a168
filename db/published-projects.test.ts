import { beforeAll, describe, expect, it } from 'vitest';
import { firstPosition, publishedFeaturedProjects, publishedProjectBySlug, publishedProjects } from './published-projects.ts';
import { project } from './schema.ts';
import { setUpTempDatabase } from './test/temp-database.ts';

const temp = setUpTempDatabase('published');

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
  // Rows as the migration leaves them (all at position 0), then a draft and a new one placed first.
  await temp.db.insert(project).values([row('oldest', { featured: true }), row('older'), row('newer', { featured: true })]);
  await temp.db.insert(project).values(row('hidden-draft', { status: 'Draft', featured: true, position: firstPosition }));
  await temp.db.insert(project).values(row('newest', { position: firstPosition }));
});

describe('the public read path the build and the API share', () => {
  it('lists published projects only, new ones first, then newest first among equal positions', async () => {
    expect((await publishedProjects(temp.db)).map((p) => p.slug)).toEqual(['newest', 'newer', 'older', 'oldest']);
  });

  it('keeps drafts out of the featured section and the detail pages', async () => {
    expect((await publishedFeaturedProjects(temp.db)).map((p) => p.slug)).toEqual(['newer', 'oldest']);
    expect(await publishedProjectBySlug(temp.db, 'hidden-draft')).toBeNull();
    expect((await publishedProjectBySlug(temp.db, 'older'))?.slug).toBe('older');
  });
});
