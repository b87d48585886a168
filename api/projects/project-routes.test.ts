import { describe, expect, it, beforeAll } from 'vitest';
import { project } from '../../db/schema.ts';
import { useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();

const sample = (slug: string, featured: boolean) => ({
  title: `Project ${slug}`,
  slug,
  category: 'residential',
  description: 'A project used by the public project tests.',
  imageUrl: `/uploads/${slug}.webp`,
  imageAlt: `Main view of ${slug}`,
  galleryImages: [{ url: `/uploads/${slug}.webp`, alt: `Main view of ${slug}` }],
  featured,
});

describe('public projects', () => {
  beforeAll(async () => {
    await api.handle.db.insert(project).values([sample('first-home', false), sample('second-shop', true), sample('third-cafe', true)]);
  });

  it('lists every project, newest first, with its gallery as a list', async () => {
    const res = await api.client.api.projects.$get();
    expect(res.status).toBe(200);
    const projects = await res.json();
    expect(projects.map((p) => p.slug)).toEqual(['third-cafe', 'second-shop', 'first-home']);
    expect(must(projects[0]).galleryImages).toEqual([{ url: '/uploads/third-cafe.webp', alt: 'Main view of third-cafe' }]);
    expect(must(projects[0]).featured).toBe(true);
  });

  it('lists only the featured projects at /featured', async () => {
    const res = await api.client.api.projects.featured.$get();
    expect(res.status).toBe(200);
    expect((await res.json()).map((p) => p.slug)).toEqual(['third-cafe', 'second-shop']);
  });

  it('answers one project by slug', async () => {
    const res = await api.client.api.projects[':slug'].$get({ param: { slug: 'second-shop' } });
    expect(res.status).toBe(200);
    const found = await res.json();
    expect(found).toMatchObject({ slug: 'second-shop', title: 'Project second-shop', completionDate: null });
  });

  it('keeps the office\u2019s scheduled take-down out of the public answers', async () => {
    await api.handle.db.insert(project).values({ ...sample('fourth-office', false), unpublishAt: '2099-01-01T08:00:00.000Z' });
    const listed = await (await api.app.request('/api/projects')).json();
    const one = await (await api.app.request('/api/projects/fourth-office?lang=ar')).json();
    for (const shown of [...listed, one]) {
      expect(shown).not.toHaveProperty('publishAt');
      expect(shown).not.toHaveProperty('unpublishAt');
    }
    expect(one).toMatchObject({ slug: 'fourth-office' });
  });

  it('answers 404 with a sentence for an unknown slug', async () => {
    const res = await api.app.request('/api/projects/no-such-project');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: en.projects.notFound });
  });

  it('marks API answers as not cacheable and JSON', async () => {
    const res = await api.app.request('/api/projects');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });
});
