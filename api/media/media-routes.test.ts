import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity, siteContent, uploadedImage } from '../../db/schema.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { authed, createUserWithSession, jsonInit, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let cookie = '';

interface MediaItem {
  id: string;
  url: string;
  fileName: string;
  alt: { en: string; ar: string };
  uses: { kind: string; title?: string; places?: string[]; section?: string }[];
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 100 } } })
    .png()
    .toBuffer();

const upload = async (name: string) => {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(await photo(1000, 700))], { type: 'image/png' }), name);
  const res = await api.app.request('/api/admin/upload', { method: 'POST', headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; imageUrl: string };
};

const library = async () => (await (await api.app.request('/api/admin/media', authed(cookie))).json()) as MediaItem[];
const item = async (id: string) => must((await library()).find((image) => image.id === id));
const describeImage = (id: string, alt: { en: string; ar: string }) => api.app.request(`/api/admin/media/${id}`, jsonInit('PATCH', { alt }, cookie));
const remove = (id: string) => api.app.request(`/api/admin/media/${id}`, authed(cookie, { method: 'DELETE' }));

let kitchen: { id: string; imageUrl: string };
let terrace: { id: string; imageUrl: string };
let lobby: { id: string; imageUrl: string };
let spare: { id: string; imageUrl: string };

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps));
  kitchen = await upload('Kitchen island.png');
  terrace = await upload('terrace.png');
  lobby = await upload('lobby.png');
  spare = await upload('spare.png');
  // The kitchen is the main image and first in the gallery, its own alt left to the library; the terrace has its own.
  const created = await api.app.request(
    '/api/admin/projects',
    jsonInit(
      'POST',
      {
        title: 'Maadi Family Home',
        slug: 'maadi-family-home',
        category: 'residential',
        description: 'A family home in Maadi with a new kitchen and terrace.',
        imageUrl: kitchen.imageUrl,
        imageAlt: 'Maadi Family Home',
        galleryImages: [
          { url: kitchen.imageUrl, alt: '' },
          { url: terrace.imageUrl, alt: 'The terrace at dusk' },
        ],
        shareImage: terrace.imageUrl,
        translations: { ar: { title: 'بيت عائلي في المعادي', galleryAlts: ['', ''] } },
      },
      cookie,
    ),
  );
  expect(created.status).toBe(201);
  const home = structuredClone(defaultSiteContent.home);
  home.hero.image = { url: lobby.imageUrl, alt: { en: '', ar: '' } };
  await api.deps.db.update(siteContent).set({ draft: home }).where(eq(siteContent.section, 'home'));
});

describe('GET /api/admin/media', () => {
  it('lists every upload with its file name, facts and every place that shows it', async () => {
    const images = await library();
    expect(images.map((image) => image.fileName)).toEqual(['spare.png', 'lobby.png', 'terrace.png', 'Kitchen island.png']);
    expect(await item(kitchen.id)).toMatchObject({
      url: kitchen.imageUrl,
      alt: { en: '', ar: '' },
      uses: [{ kind: 'project', title: 'Maadi Family Home', places: ['main', 'gallery'] }],
    });
    expect((await item(terrace.id)).uses).toEqual([{ kind: 'project', projectId: expect.any(Number), title: 'Maadi Family Home', places: ['gallery', 'share'] }]);
    expect((await item(lobby.id)).uses).toEqual([{ kind: 'hero' }]);
    expect((await item(spare.id)).uses).toEqual([]);
  });

  it('is for approved admins only', async () => {
    expect((await api.app.request('/api/admin/media')).status).toBe(401);
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await api.app.request('/api/admin/media', authed(pending.cookie))).status).toBe(403);
  });
});

describe('PATCH /api/admin/media/{id}', () => {
  it('writes the alt texts once, and every place that leaves its own empty shows them', async () => {
    const res = await describeImage(kitchen.id, { en: '  Walnut kitchen island  ', ar: 'جزيرة مطبخ من خشب الجوز' });
    expect(res.status).toBe(200);
    expect((await res.json()).alt).toEqual({ en: 'Walnut kitchen island', ar: 'جزيرة مطبخ من خشب الجوز' });
    expect(api.publisher.reasons.at(-1)).toMatch(/alt text/);
    const [entry] = await api.deps.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
    expect(must(entry)).toMatchObject({ action: 'image.described', target: 'Kitchen island.png' });

    await describeImage(terrace.id, { en: 'A terrace', ar: 'تراس' });
    const english = await (await api.app.request('/api/projects/maadi-family-home')).json();
    // Inherited where the place is empty (and by the main image whose gallery entry is), kept where the place wrote its own.
    expect(english.galleryImages).toEqual([
      { url: kitchen.imageUrl, alt: 'Walnut kitchen island' },
      { url: terrace.imageUrl, alt: 'The terrace at dusk' },
    ]);
    expect(english.imageAlt).toBe('Walnut kitchen island');
    const arabic = await (await api.app.request('/api/projects/maadi-family-home?lang=ar')).json();
    expect(arabic.galleryImages).toEqual([
      { url: kitchen.imageUrl, alt: 'جزيرة مطبخ من خشب الجوز' },
      { url: terrace.imageUrl, alt: 'تراس' },
    ]);
    expect(arabic.imageAlt).toBe('جزيرة مطبخ من خشب الجوز');
    // The admin reads what is stored: the places' own alts.
    const [stored] = await (await api.app.request('/api/admin/projects', authed(cookie))).json();
    expect(stored.galleryImages[0].alt).toBe('');
  });

  it('refuses an alt text over 300 characters, and an unknown image', async () => {
    const res = await describeImage(kitchen.id, { en: 'x'.repeat(301), ar: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(en.fields.tooLong('imageAlt', 300));
    expect((await describeImage('missing.webp', { en: 'a', ar: '' })).status).toBe(404);
    expect((await describeImage('..%2Fsite.db', { en: 'a', ar: '' })).status).toBe(404);
  });
});

describe('DELETE /api/admin/media/{id}', () => {
  it('answers 409 with the places while the image is used, and keeps it', async () => {
    const res = await remove(kitchen.id);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toBe(en.media.inUse([en.media.placeProject('Maadi Family Home')]));
    expect(body.uses).toEqual([{ kind: 'project', projectId: expect.any(Number), title: 'Maadi Family Home', places: ['main', 'gallery'] }]);
    const hero = await remove(lobby.id);
    expect(hero.status).toBe(409);
    expect((await hero.json()).message).toBe(en.media.inUse([en.media.placeHero]));
    expect(await api.deps.db.select().from(uploadedImage).where(eq(uploadedImage.name, kitchen.id))).toHaveLength(1);
  });

  it('deletes an unused image, its record and all its files, and logs it', async () => {
    const [row] = await api.deps.db.select().from(uploadedImage).where(eq(uploadedImage.name, spare.id));
    const files = [must(row).name, ...must(row).variants.flatMap((variant) => [variant.name, ...(variant.avif ? [variant.avif.name] : [])])];
    expect(files.every((name) => existsSync(join(api.deps.config.uploadsDir, name)))).toBe(true);
    const res = await remove(spare.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en.media.deleted });
    expect(files.some((name) => existsSync(join(api.deps.config.uploadsDir, name)))).toBe(false);
    expect((await library()).map((image) => image.id)).not.toContain(spare.id);
    const [entry] = await api.deps.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
    expect(must(entry)).toMatchObject({ action: 'image.deleted', target: 'spare.png' });
    expect((await remove(spare.id)).status).toBe(404);
  });

  it('names the places in Arabic to an admin who reads the admin in Arabic', async () => {
    const arabicAdmin = await createUserWithSession(api.deps, { name: 'Amira' });
    expect((await api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage: 'ar' }, arabicAdmin.cookie))).status).toBe(200);
    const about = structuredClone(defaultSiteContent.about);
    await api.deps.db
      .update(siteContent)
      .set({ draft: { ...about, banner: { url: terrace.imageUrl, alt: { en: '', ar: '' } } } })
      .where(eq(siteContent.section, 'about'));
    const res = await api.app.request(`/api/admin/media/${terrace.id}`, authed(arabicAdmin.cookie, { method: 'DELETE' }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(ar.media.inUse([ar.media.placeProject('Maadi Family Home'), ar.media.placeContent('من نحن')]));
  });
});
