import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, project, testimonial, testimonialRequest, uploadedImage } from '../../db/schema.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { createUserWithSession, jsonInit, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';

const smtp = await startSmtpServer();
let now = new Date('2026-11-28T10:00:00Z');
const api = useTestApi({ SMTP_URL: smtp.url, SITE_URL: 'https://nileatelier.test' }, { clock: () => now });
afterAll(() => smtp.close());

let cookie = '';
let projectId = 0;
beforeAll(async () => {
  cookie = (await createUserWithSession(api.deps, { role: 'editor' })).cookie;
  const [row] = await api.handle.db
    .insert(project)
    .values({
      title: 'Zamalek Apartment',
      slug: 'zamalek-apartment',
      category: 'Residential',
      description: 'A flat by the Nile.',
      imageUrl: '/uploads/z.webp',
      imageAlt: 'The flat',
    })
    .returning();
  projectId = must(row).id;
});
beforeEach(() => {
  smtp.received.length = 0;
  api.publisher.reasons.length = 0;
});

const admin = (path: string, method = 'GET', body?: unknown) =>
  api.app.request(`/api/admin/testimonials${path}`, body === undefined ? { method, headers: { Cookie: cookie, Origin: TEST_ORIGIN } } : jsonInit(method, body, cookie));
const site = (path: string, init: RequestInit = {}) => api.composition.lanes.site.fetch(new Request(`http://localhost${path}`, init), {} as never);
const worker = () =>
  createOutboxWorker({ db: api.handle.db, mailer: createMailer({ smtpUrl: smtp.url, from: api.deps.config.mail.from }), siteUrl: api.deps.config.siteUrl, log: () => undefined });
const count = async () => (await api.handle.db.select().from(testimonial)).length;

const makeLink = async (body: Record<string, unknown>) => {
  const res = await admin('/requests', 'POST', body);
  expect(res.status).toBe(201);
  const { url, id } = (await res.json()) as { url: string; id: number };
  return { id, url, path: new URL(url).pathname };
};

const send = (path: string, fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return site(path, { method: 'POST', body: form });
};

const HAND = { quote: { en: 'They finished on the day they promised.' }, name: 'Mona Adel', role: 'Owner', company: 'Koshary & Co.', consent: true };

describe('testimonials entered by hand', () => {
  it('adds, lists, translates, approves, orders and deletes, telling the publisher each time', async () => {
    const created = await admin('', 'POST', { ...HAND, projectId });
    expect(created.status).toBe(201);
    const first = (await created.json()) as { id: number; status: string; quote: { en: string; ar: string } };
    expect(first).toMatchObject({ status: 'pending', quote: { en: HAND.quote.en, ar: '' }, projectId });
    expect(api.publisher.reasons).toHaveLength(1);

    const second = (await (await admin('', 'POST', { quote: { ar: 'فريق محترم ودقيق في مواعيده.' }, name: 'أحمد سامي', consent: true, status: 'approved' })).json()) as {
      id: number;
    };

    const translated = await admin(`/${first.id}`, 'PUT', { quote: { en: HAND.quote.en, ar: 'أنهوا العمل في اليوم الذي وعدوا به.' }, status: 'approved' });
    expect(translated.status).toBe(200);
    expect(await translated.json()).toMatchObject({ status: 'approved', quote: { ar: 'أنهوا العمل في اليوم الذي وعدوا به.' } });

    const ordered = await admin('/order', 'PUT', { ids: [second.id, first.id] });
    expect(((await ordered.json()) as { id: number }[]).map((row) => row.id)).toEqual([second.id, first.id]);

    // The public list: approved only, in order, each in the page's language or marked with its own.
    const english = (await (await api.app.request('/api/testimonials')).json()) as { id: number; quote: string; lang: string }[];
    expect(english.map(({ id, lang }) => ({ id, lang }))).toEqual([
      { id: second.id, lang: 'ar' },
      { id: first.id, lang: 'en' },
    ]);
    const arabic = (await (await api.app.request('/api/testimonials?lang=ar')).json()) as { quote: string; lang: string }[];
    expect(arabic.map((row) => row.lang)).toEqual(['ar', 'ar']);
    const ofProject = (await (await api.app.request(`/api/testimonials?projectId=${projectId}`)).json()) as { id: number }[];
    expect(ofProject.map((row) => row.id)).toEqual([first.id]);
    expect((await api.app.request('/api/testimonials?projectId=abc')).status).toBe(400);

    const hidden = await admin(`/${first.id}`, 'PUT', { status: 'hidden' });
    expect(hidden.status).toBe(200);
    expect(((await (await api.app.request('/api/testimonials')).json()) as unknown[]).length).toBe(1);

    expect((await admin(`/${second.id}`, 'DELETE')).status).toBe(200);
    expect((await admin(`/${second.id}`, 'DELETE')).status).toBe(404);
    expect(api.publisher.reasons.length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['no consent', { ...HAND, consent: false }, en.testimonials.consentRequired],
    ['consent missing', { quote: HAND.quote, name: 'Mona' }, en.testimonials.consentRequired],
    ['no quote in either language', { ...HAND, quote: { en: ' ', ar: '' } }, en.testimonials.quoteRequired],
    ['no name', { ...HAND, name: '' }, en.testimonials.nameRequired],
    ['a photo that is no upload', { ...HAND, photo: 'javascript:alert(1)' }, en.testimonials.photoInvalid],
    ['a bad date', { ...HAND, date: '28/11/2026' }, en.testimonials.dateInvalid],
    ['an unknown status', { ...HAND, status: 'published' }, en.testimonials.statusInvalid],
    ['an unknown project', { ...HAND, projectId: 9999 }, en.testimonials.projectNotFound],
  ])('refuses %s with a 400 and stores nothing', async (_name, body, message) => {
    const before = await count();
    const res = await admin('', 'POST', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('answers in Arabic to an Arabic admin', async () => {
    const res = await api.app.request('/api/admin/testimonials', {
      ...jsonInit('POST', { ...HAND, consent: false }, cookie),
      headers: { ...jsonInit('POST', {}, cookie).headers, 'Accept-Language': 'ar' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(ar.testimonials.consentRequired);
  });
});

describe('review links', () => {
  it('makes a one-time link a client sends a pending testimonial with, without JavaScript, and tells the office', async () => {
    const { url, path, id } = await makeLink({ name: 'Karim Fathy', email: 'Karim@Example.com', projectId });
    expect(url).toMatch(/^https:\/\/nileatelier\.test\/review\/[\w-]{43}$/);

    const page = await site(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('name="consent"');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    // Without the permission, the form comes back with what was written and nothing is stored.
    const before = await count();
    const refused = await send(path, { quote: 'A calm, exact team.', name: 'Karim F.' });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain(en.reviewPage.consentMissing);
    expect(again).toContain('A calm, exact team.');
    expect(await count()).toBe(before);

    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 120, g: 100, b: 80 } } })
      .jpeg()
      .toBuffer();
    const sent = await send(path, {
      quote: 'A calm, exact team.',
      name: 'Karim F.',
      role: 'Owner',
      company: '',
      consent: 'yes',
      photo: new File([photo], 'me.jpg', { type: 'image/jpeg' }),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/review/sent');
    expect(await (await site('/review/sent')).text()).toContain(en.reviewPage.thanksTitle);

    const [stored] = await api.handle.db.select().from(testimonial).where(eq(testimonial.name, 'Karim F.'));
    expect(stored).toMatchObject({
      status: 'pending',
      quoteEn: 'A calm, exact team.',
      quoteAr: '',
      role: 'Owner',
      company: null,
      projectId,
      consent: true,
      source: 'link',
      email: 'Karim@Example.com',
    });
    expect(stored?.photo).toMatch(/^\/uploads\//);
    // The photo is in the media library, which keeps it while the testimonial shows it.
    const [image] = await api.handle.db
      .select()
      .from(uploadedImage)
      .where(eq(uploadedImage.url, must(stored?.photo)));
    const removal = await api.app.request(`/api/admin/media/${must(image).name}`, { method: 'DELETE', headers: { Cookie: cookie, Origin: TEST_ORIGIN } });
    expect(removal.status).toBe(409);
    expect(((await removal.json()) as { message: string }).message).toContain(en.media.placeTestimonial('Karim F.'));
    const [request] = await api.handle.db.select().from(testimonialRequest).where(eq(testimonialRequest.id, id));
    expect(request?.usedAt).not.toBeNull();

    // The office hears of it like a new message.
    const queued = await api.handle.db.select().from(outbox).where(eq(outbox.kind, 'testimonial-notice'));
    expect(queued).toHaveLength(1);
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received.at(-1)?.parsed.subject).toBe(en.emails.testimonialNotice.subject('Karim F.'));

    // Used: the page and a second send say so, and store nothing.
    const used = await site(path);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain(en.reviewPage.invalidTitle);
    expect((await send(path, { quote: 'Twice', name: 'Karim', consent: 'yes' })).status).toBe(410);
  });

  it('opens in Arabic at /ar/review and refuses an expired link', async () => {
    const { url, path } = await makeLink({ name: 'ليلى', lang: 'ar' });
    expect(url).toContain('/ar/review/');
    const html = await (await site(path)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(ar.reviewPage.title('ليلى'));

    now = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000);
    try {
      const expired = await site(path);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain(ar.reviewPage.invalidTitle);
      expect((await send(path, { quote: 'متأخر', name: 'ليلى', consent: 'yes' })).status).toBe(410);
    } finally {
      now = new Date('2026-11-28T10:00:00Z');
    }
    expect((await site('/review/not-a-token')).status).toBe(410);
  });

  it('sends the link by email when the request has an address, with no tracking', async () => {
    const { id, url } = await makeLink({ name: 'Salma', email: 'salma@example.com', projectId });
    const res = await admin(`/requests/${id}/email`, 'POST', {});
    expect(res.status).toBe(202);
    expect(await worker().runOnce()).toBe(1);
    const mail = must(smtp.received.at(-1));
    expect(mail.envelopeTo).toContain('salma@example.com');
    expect(mail.parsed.text).toContain(url);
    expect(mail.parsed.html).not.toMatch(/<img|utm_/);

    const { id: noEmail } = await makeLink({ name: 'Hany' });
    expect((await admin(`/requests/${noEmail}/email`, 'POST', {})).status).toBe(400);
    const removed = await admin(`/requests/${noEmail}`, 'DELETE');
    expect(((await removed.json()) as { message: string }).message).toBe(en.testimonials.requestDeleted);
    expect((await admin(`/requests/${noEmail}`, 'DELETE')).status).toBe(404);
    const list = (await (await admin('/requests')).json()) as { mailEnabled: boolean; requests: { id: number; state: string; url: string | null }[] };
    expect(list.mailEnabled).toBe(true);
    expect(list.requests.find((row) => row.id === id)).toMatchObject({ state: 'open', url });
  });

  it('refuses a link request without a name or with a bad email', async () => {
    expect((await admin('/requests', 'POST', { email: 'x@example.com' })).status).toBe(400);
    expect((await admin('/requests', 'POST', { name: 'A', email: 'not-an-email' })).status).toBe(400);
  });

  it('erases testimonials and links with an email address', async () => {
    await makeLink({ name: 'Erase Me', email: 'erase-me@example.com' });
    await api.handle.db.insert(testimonial).values({ name: 'Erase Me', quoteEn: 'Gone', email: 'ERASE-ME@example.com', consent: true, status: 'approved' });
    const admin = await createUserWithSession(api.deps, { role: 'admin' });
    const res = await api.app.request('/api/admin/privacy/erase', jsonInit('POST', { email: 'erase-me@example.com' }, admin.cookie));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { erased: Record<string, number> }).erased.testimonials).toBe(2);
    expect(await api.handle.db.select().from(testimonial).where(eq(testimonial.name, 'Erase Me'))).toEqual([]);
    expect(await api.handle.db.select().from(testimonialRequest).where(eq(testimonialRequest.name, 'Erase Me'))).toEqual([]);
    expect(api.publisher.reasons).toContain('testimonials erased with an email address');
  });
});

describe('the activity log', () => {
  const readLog = async (as: string, action?: string) => {
    const res = await api.app.request(`/api/admin/activity${action ? `?action=${action}` : ''}`, { headers: { Cookie: as } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: { sentence: string }[] }).items.map((item) => item.sentence.replace(/[\u2068\u2069]/g, ''));
  };

  it('records who made a link, added, edited, approved, hid, ordered and deleted a testimonial, and a client’s sending it', async () => {
    const salma = await createUserWithSession(api.deps, { name: 'Salma' });
    const as = (path: string, method: string, body?: unknown) => api.app.request(`/api/admin/testimonials${path}`, jsonInit(method, body, salma.cookie));
    const link = (await (await as('/requests', 'POST', { name: 'Hany Lotfy', lang: 'ar' })).json()) as { url: string };
    expect((await send(new URL(link.url).pathname, { quote: 'فريق يلتزم بمواعيده.', name: 'Hany L.', consent: 'yes' })).status).toBe(303);
    const added = (await (await as('', 'POST', { ...HAND, name: 'Dina Farouk' })).json()) as { id: number };
    await as(`/${added.id}`, 'PUT', { ...HAND, name: 'Dina Farouk', role: 'Founder', status: 'approved' });
    await as(`/${added.id}`, 'PUT', { status: 'hidden' });
    // Saving the form unchanged records nothing.
    await as(`/${added.id}`, 'PUT', { ...HAND, name: 'Dina Farouk', role: 'Founder', status: 'hidden' });
    const ids = ((await (await as('', 'GET')).json()) as { id: number }[]).map((row) => row.id);
    await as('/order', 'PUT', { ids: [added.id, ...ids.filter((id) => id !== added.id)] });
    await as(`/${added.id}`, 'DELETE');

    expect((await readLog(salma.cookie)).slice(0, 8)).toEqual([
      'Salma deleted the testimonial of Dina Farouk',
      'Salma changed the order of the testimonials (Dina Farouk first)',
      'Salma hid the testimonial of Dina Farouk',
      'Salma edited the testimonial of Dina Farouk (role)',
      'Salma approved the testimonial of Dina Farouk',
      'Salma added the testimonial of Dina Farouk',
      'Hany L. sent a testimonial through a review link; it waits for approval',
      'Salma made a review link for Hany Lotfy (in Arabic)',
    ]);
    await api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage: 'ar' }, salma.cookie));
    expect((await readLog(salma.cookie, 'testimonial.received'))[0]).toBe('وصلت شهادة من Hany L. عبر رابطها، وهي بانتظار الموافقة');
    expect((await readLog(salma.cookie, 'testimonial.approved'))[0]).toBe('الموافقة على شهادة Dina Farouk — Salma');
  });
});

describe('the review pages in the site', () => {
  it('count only their own requests against their limit, and leave every other address to the site', async () => {
    for (let n = 0; n < 80; n++) expect((await site('/favicon-that-is-not-here.ico')).status).not.toBe(429);
  });
});
