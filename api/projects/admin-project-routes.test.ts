import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { project } from '../../db/schema.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps));
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Heliopolis Penthouse',
  slug: 'heliopolis-penthouse',
  category: 'residential',
  description: 'A penthouse with a roof garden over Heliopolis.',
  fullDescription: 'Two floors, a roof garden and a new staircase.',
  imageUrl: '/uploads/penthouse.webp',
  imageAlt: 'Penthouse living room',
  galleryImages: [
    { url: '/uploads/penthouse.webp', alt: 'Penthouse living room' },
    { url: '/uploads/penthouse-2.webp', alt: 'Roof garden' },
  ],
  featured: false,
  completionDate: 'May 2025',
  client: 'Private client',
  location: 'Heliopolis, Cairo',
  size: '310 m²',
  ...overrides,
});

const create = (overrides: Record<string, unknown> = {}) => api.app.request('/api/admin/projects', jsonInit('POST', body(overrides), cookie));
const update = (id: number, patch: unknown) => api.app.request(`/api/admin/projects/${id}`, jsonInit('PUT', patch, cookie));
const rowsWithSlug = (slug: string) => api.handle.db.select().from(project).where(eq(project.slug, slug));

describe('admin projects', () => {
  it('creates a project with every field and asks for the site to be republished', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ ...body(), id: expect.any(Number) });
    expect(api.publisher.reasons.at(-1)).toMatch(/heliopolis-penthouse.*created/);
    const publicView = await api.app.request('/api/projects/heliopolis-penthouse');
    expect(await publicView.json()).toMatchObject({ title: 'Heliopolis Penthouse', galleryImages: body().galleryImages });
  });

  it('turns blank optional fields into null and defaults gallery and featured', async () => {
    const res = await create({ slug: 'minimal-project', fullDescription: '', client: '  ', galleryImages: undefined, featured: undefined });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fullDescription: null, client: null, galleryImages: [], featured: false });
  });

  it('refuses a duplicate slug with 409 and keeps one row', async () => {
    await create({ slug: 'taken-slug' });
    const res = await create({ slug: 'taken-slug', title: 'Another title' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('A project with the slug "taken-slug" already exists. Please choose another slug.');
    expect(await rowsWithSlug('taken-slug')).toHaveLength(1);
  });

  it.each([
    [{ title: 'ab' }, en.projects.titleTooShort],
    [{ slug: 'ab' }, en.projects.slugTooShort],
    [{ slug: 'Bad Slug!' }, en.projects.slugPattern],
    [{ slug: 'double--hyphen' }, en.projects.slugPattern],
    [{ category: 'ab' }, en.projects.categoryRequired],
    [{ description: 'Too short' }, en.projects.descriptionTooShort],
    [{ imageUrl: '' }, en.projects.imageUrlRequired],
    [{ imageAlt: '' }, en.projects.imageAltRequired],
    [{ imageUrl: 'javascript:alert(1)' }, en.projects.imageUrlPattern],
    [{ imageUrl: '/\\evil.test/x.png' }, en.projects.imageUrlPattern],
    [{ imageUrl: '//evil.test/x.png' }, en.projects.imageUrlPattern],
    [{ imageUrl: 'http://images.example.com/villa.jpg' }, en.projects.imageUrlPattern],
    [{ imageUrl: '/uploads/../data/site.db' }, en.projects.imageUrlPattern],
    [{ galleryImages: [{ url: '/\\evil.test/x.png', alt: 'x' }] }, en.projects.imageUrlPattern],
    [{ galleryImages: Array.from({ length: 11 }, (_, i) => ({ url: `/uploads/${i}.webp`, alt: '' })) }, 'A project can have at most 10 images'],
    [{ featured: 'yes' }, 'Featured must be true or false'],
  ])('refuses %j with the spec message and stores nothing', async (overrides, message) => {
    const slug = `invalid-${must(Object.keys(overrides)[0]).toLowerCase()}`;
    const res = await create({ slug, ...overrides });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await rowsWithSlug(slug)).toHaveLength(0);
  });

  it('toggles featured with {featured} alone and leaves every other field as it was', async () => {
    const created = await (await create({ slug: 'toggle-me' })).json();
    const res = await update(created.id, { featured: true });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toMatchObject({ ...body({ slug: 'toggle-me' }), featured: true });
    const featured = await (await api.app.request('/api/projects/featured')).json();
    expect(featured.map((p: { slug: string }) => p.slug)).toContain('toggle-me');
  });

  it('updates with the full body, validating the result', async () => {
    const created = await (await create({ slug: 'edit-me' })).json();
    const res = await update(created.id, body({ slug: 'edited', title: 'Edited title', galleryImages: [] }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: created.id, slug: 'edited', title: 'Edited title', galleryImages: [] });
    const invalid = await update(created.id, { description: 'short' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe(en.projects.descriptionTooShort);
  });

  it('refuses an update to a slug another project has', async () => {
    const a = await (await create({ slug: 'first-of-two' })).json();
    await create({ slug: 'second-of-two' });
    const res = await update(a.id, { slug: 'second-of-two' });
    expect(res.status).toBe(409);
    expect(await rowsWithSlug('first-of-two')).toHaveLength(1);
  });

  it('refuses an update without any project field, and unknown or invalid ids', async () => {
    const created = await (await create({ slug: 'no-op-update' })).json();
    expect((await update(created.id, { unknown: 1 })).status).toBe(400);
    expect((await update(created.id, [])).status).toBe(400);
    expect((await update(999999, { featured: true })).status).toBe(404);
    expect((await update(Number.NaN, { featured: true })).status).toBe(400);
    const res = await api.app.request('/api/admin/projects/abc', jsonInit('PUT', { featured: true }, cookie));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('The id must be a positive whole number');
  });

  it('deletes a project, then answers 404 for it', async () => {
    const created = await (await create({ slug: 'delete-me' })).json();
    const res = await api.app.request(`/api/admin/projects/${created.id}`, jsonInit('DELETE', undefined, cookie));
    expect(res.status).toBe(200);
    expect(api.publisher.reasons.at(-1)).toMatch(/delete-me.*deleted/);
    expect(await rowsWithSlug('delete-me')).toHaveLength(0);
    const again = await api.app.request(`/api/admin/projects/${created.id}`, jsonInit('DELETE', undefined, cookie));
    expect(again.status).toBe(404);
  });

  it('refuses the reserved slug "featured", which would shadow /api/projects/featured', async () => {
    const res = await create({ slug: 'featured' });
    expect(res.status).toBe(400);
  });
});
