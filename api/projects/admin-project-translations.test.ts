import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { project, projectTranslation } from '../../db/schema.ts';
import { en } from '../../shared/messages/en.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps));
});

const body = (slug: string, translations?: unknown) => ({
  title: 'Heliopolis Penthouse',
  slug,
  category: 'residential',
  description: 'A penthouse with a roof garden over Heliopolis.',
  imageUrl: '/uploads/penthouse.webp',
  imageAlt: 'Penthouse living room',
  galleryImages: [
    { url: '/uploads/penthouse.webp', alt: 'Penthouse living room' },
    { url: '/uploads/penthouse-2.webp', alt: 'Roof garden' },
  ],
  ...(translations === undefined ? {} : { translations }),
});

const arabic = { title: 'بنتهاوس مصر الجديدة', description: 'بنتهاوس بحديقة على السطح فوق مصر الجديدة.', galleryAlts: ['صالة المعيشة', 'حديقة السطح'] };

describe('admin projects with Arabic texts', () => {
  it('saves the Arabic texts in the same request and the public ?lang=ar view shows them', async () => {
    const res = await api.app.request('/api/admin/projects', jsonInit('POST', body('penthouse-ar', { ar: arabic }), cookie));
    expect(res.status).toBe(201);
    const found = await (await api.app.request('/api/projects/penthouse-ar?lang=ar')).json();
    expect(found.title).toBe(arabic.title);
    expect(found.imageAlt).toBe('صالة المعيشة');
    expect((await (await api.app.request('/api/projects/penthouse-ar')).json()).title).toBe('Heliopolis Penthouse');

    const rows = await (await api.app.request('/api/admin/projects/translations', { headers: { Cookie: cookie } })).json();
    expect(rows.find((row: { title: string }) => row.title === arabic.title)).toMatchObject({ locale: 'ar', galleryAlts: arabic.galleryAlts });
  });

  it('updates the Arabic texts on PUT and keeps them when a request has none', async () => {
    const created = await (await api.app.request('/api/admin/projects', jsonInit('POST', body('penthouse-put', { ar: arabic }), cookie))).json();
    await api.app.request(`/api/admin/projects/${created.id}`, jsonInit('PUT', { ...body('penthouse-put'), translations: { ar: { ...arabic, title: 'عنوان جديد' } } }, cookie));
    expect((await (await api.app.request('/api/projects/penthouse-put?lang=ar')).json()).title).toBe('عنوان جديد');
    await api.app.request(`/api/admin/projects/${created.id}`, jsonInit('PUT', { featured: true }, cookie));
    expect((await (await api.app.request('/api/projects/penthouse-put?lang=ar')).json()).title).toBe('عنوان جديد');
  });

  it('moves each Arabic alt with its image when an edit reorders the gallery without sending the Arabic texts', async () => {
    const created = await (await api.app.request('/api/admin/projects', jsonInit('POST', body('penthouse-order', { ar: arabic }), cookie))).json();
    const [living, garden] = body('penthouse-order').galleryImages;
    const res = await api.app.request(
      `/api/admin/projects/${created.id}`,
      jsonInit('PUT', { galleryImages: [garden, living], imageUrl: garden?.url, imageAlt: garden?.alt }, cookie),
    );
    expect(res.status).toBe(200);
    const found = await (await api.app.request('/api/projects/penthouse-order?lang=ar')).json();
    expect(found.galleryImages).toEqual([
      { url: '/uploads/penthouse-2.webp', alt: 'حديقة السطح' },
      { url: '/uploads/penthouse.webp', alt: 'صالة المعيشة' },
    ]);
    expect(found.imageAlt).toBe('حديقة السطح');

    await api.app.request(`/api/admin/projects/${created.id}`, jsonInit('PUT', { galleryImages: [living], imageUrl: living?.url, imageAlt: living?.alt }, cookie));
    const after = await (await api.app.request('/api/projects/penthouse-order?lang=ar')).json();
    expect(after.galleryImages).toEqual([{ url: '/uploads/penthouse.webp', alt: 'صالة المعيشة' }]);
    expect(after.imageAlt).toBe('صالة المعيشة');
  });

  it('refuses an Arabic title shorter than the English rule, and stores nothing', async () => {
    const [before] = await api.handle.db.select({ n: count() }).from(project);
    const [translationsBefore] = await api.handle.db.select({ n: count() }).from(projectTranslation);
    const res = await api.app.request('/api/admin/projects', jsonInit('POST', body('penthouse-short', { ar: { title: 'اب' } }), cookie));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(en.projects.titleTooShort);
    expect((await api.handle.db.select({ n: count() }).from(project))[0]).toEqual(before);
    expect((await api.handle.db.select({ n: count() }).from(projectTranslation))[0]).toEqual(translationsBefore);
  });
});
