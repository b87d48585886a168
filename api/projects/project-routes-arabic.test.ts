import { must } from '../../shared/must.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { project, projectTranslation } from '../../db/schema.ts';
import { useTestApi } from '../test/test-app.ts';

const api = useTestApi();

const sample = (slug: string, featured: boolean) => ({
  title: `Project ${slug}`,
  slug,
  category: 'residential',
  description: `English description of ${slug}.`,
  fullDescription: `English story of ${slug}.`,
  imageUrl: `/uploads/${slug}.webp`,
  imageAlt: `Main view of ${slug}`,
  galleryImages: [
    { url: `/uploads/${slug}.webp`, alt: `Main view of ${slug}` },
    { url: `/uploads/${slug}-2.webp`, alt: `Second view of ${slug}` },
  ],
  featured,
  location: 'Zamalek, Cairo',
});

describe('public projects in Arabic (?lang=ar)', () => {
  beforeAll(async () => {
    const rows = await api.handle.db
      .insert(project)
      .values([sample('arabic-home', true), sample('english-only', true)])
      .returning();
    await api.handle.db.insert(projectTranslation).values({
      projectId: must(rows[0]).id,
      locale: 'ar',
      title: 'بيت بالعربية',
      description: 'وصف عربي.',
      galleryAlts: ['المنظر الرئيسي', ''],
    });
  });

  it('answers the Arabic texts where they exist and the English ones elsewhere, in the same shape', async () => {
    const res = await api.app.request('/api/projects/arabic-home?lang=ar');
    expect(res.status).toBe(200);
    const found = await res.json();
    const english = await (await api.app.request('/api/projects/arabic-home')).json();
    expect(Object.keys(found).sort()).toEqual(Object.keys(english).sort());
    expect(found).toMatchObject({
      slug: 'arabic-home',
      title: 'بيت بالعربية',
      description: 'وصف عربي.',
      fullDescription: 'English story of arabic-home.',
      location: 'Zamalek, Cairo',
      imageAlt: 'Main view of arabic-home',
    });
    expect(found.galleryImages.map((image: { alt: string }) => image.alt)).toEqual(['المنظر الرئيسي', 'Second view of arabic-home']);
  });

  it('lists and features the Arabic view, with untranslated projects in English', async () => {
    const all = await (await api.app.request('/api/projects?lang=ar')).json();
    expect(all.map((p: { title: string }) => p.title)).toEqual(['Project english-only', 'بيت بالعربية']);
    const featured = await (await api.app.request('/api/projects/featured?lang=ar')).json();
    expect(featured.map((p: { title: string }) => p.title)).toContain('بيت بالعربية');
  });

  it('answers the English view without ?lang, and for a language it does not know', async () => {
    for (const path of ['/api/projects/arabic-home', '/api/projects/arabic-home?lang=fr']) {
      expect((await (await api.app.request(path)).json()).title).toBe('Project arabic-home');
    }
    const all = await (await api.app.request('/api/projects')).json();
    expect(all.map((p: { title: string }) => p.title)).toEqual(['Project english-only', 'Project arabic-home']);
  });
});
