import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { project, projectTranslation, siteContent, whatsappClick, whatsappVisitor } from '../../db/schema.ts';
import { cairoDay } from '../../shared/cairo-day.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { useTestApi } from '../test/test-app.ts';
import { rememberFirstVisits } from '../visitors/visit-sources.ts';
import { createVisitorIds } from '../visitors/visitor-ids.ts';

const SITE = 'https://nileatelier.test';
const api = useTestApi({ RATE_LIMIT_SCALE: '0', TRUST_PROXY: 'true', SITE_URL: SITE });

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let address = 0;
/** Each test clicks from an address of its own, so the 30-minute rule only joins what the test means to join. */
const nextAddress = () => {
  address += 1;
  return `203.0.113.${address}`;
};

const click = (query: string, { from = nextAddress(), userAgent = PHONE, headers = {} }: { from?: string; userAgent?: string; headers?: Record<string, string> } = {}) =>
  api.composition.lanes.site.fetch(new Request(`${SITE}/go/whatsapp${query}`, { headers: { 'User-Agent': userAgent, 'X-Forwarded-For': from, ...headers } }), {} as never);

const clicks = () => api.handle.db.select().from(whatsappClick).orderBy(whatsappClick.id);
const textOf = (res: Response) => new URL(must(res.headers.get('location'))).searchParams.get('text');

let loftId = 0;
beforeAll(async () => {
  const [loft] = await api.handle.db
    .insert(project)
    .values({ title: 'Zamalek Loft', slug: 'zamalek-loft', category: 'residential', description: 'A loft by the Nile.', imageUrl: '/uploads/loft.webp', imageAlt: 'Loft' })
    .returning();
  loftId = must(loft).id;
  await api.handle.db.insert(projectTranslation).values({ projectId: loftId, locale: 'ar', title: 'شقة الزمالك' });
});

beforeEach(async () => {
  await api.handle.db.delete(whatsappClick);
});

describe('GET /go/whatsapp', () => {
  it('sends a project page’s click to wa.me with the number’s digits and a text naming the project, in the page’s language', async () => {
    const res = await click('?page=/portfolio/zamalek-loft');
    expect(res.status).toBe(302);
    const location = new URL(must(res.headers.get('location')));
    expect(`${location.origin}${location.pathname}`).toBe('https://wa.me/201005550142');
    expect(textOf(res)).toBe(defaultSiteContent.contact.whatsapp.projectMessage.en.replace('{project}', 'Zamalek Loft'));
    expect(res.headers.get('cache-control')).toBe('no-store');

    const arabic = await click('?page=/ar/portfolio/zamalek-loft');
    expect(textOf(arabic)).toBe(defaultSiteContent.contact.whatsapp.projectMessage.ar.replace('{project}', 'شقة الزمالك'));
    expect((await clicks()).map(({ page, projectId, lang, day }) => ({ page, projectId, lang, day }))).toEqual([
      { page: '/portfolio/zamalek-loft', projectId: loftId, lang: 'en', day: cairoDay() },
      { page: '/ar/portfolio/zamalek-loft', projectId: loftId, lang: 'ar', day: cairoDay() },
    ]);
  });

  it('names any other page by its address', async () => {
    const res = await click('?page=/ar/services');
    expect(textOf(res)).toBe(defaultSiteContent.contact.whatsapp.pageMessage.ar.replace('{page}', `${SITE}/ar/services`));
    expect(await clicks()).toMatchObject([{ page: '/ar/services', projectId: null, lang: 'ar' }]);
  });

  it.each([['https://evil.example/phish'], ['//evil.example/phish'], ['javascript:alert(1)'], ['/a\\b']])(
    'still works for a page that is not a path of this site (%s), and records no page',
    async (page) => {
      const res = await click(`?page=${encodeURIComponent(page)}`);
      expect(res.status).toBe(302);
      expect(new URL(must(res.headers.get('location'))).hostname).toBe('wa.me');
      expect(textOf(res)).toBe(defaultSiteContent.contact.whatsapp.pageMessage.en.replace('{page}', `${SITE}/`));
      expect(await clicks()).toMatchObject([{ page: null, projectId: null }]);
    },
  );

  it('does not count bots or a browser that says nothing of itself, and still sends them on', async () => {
    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', '']) {
      expect((await click('?page=/', { userAgent })).status).toBe(302);
    }
    expect(await clicks()).toEqual([]);
  });

  it('counts one visitor’s clicks within 30 minutes once, keeping no address, and counts them again after', async () => {
    const from = nextAddress();
    await click('?page=/', { from });
    await click('?page=/contact', { from });
    await click('?page=/contact', { from, userAgent: DESKTOP });
    expect((await clicks()).map((row) => row.page)).toEqual(['/', '/contact']);

    await api.handle.db.update(whatsappVisitor).set({ lastCountedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-31 minutes')` });
    await click('?page=/about', { from });
    expect((await clicks()).map((row) => row.page)).toEqual(['/', '/contact', '/about']);
    const kept = JSON.stringify(await api.handle.db.select().from(whatsappVisitor));
    expect(kept).not.toContain(from);
  });

  it('records the source the page kept for the visit', async () => {
    await click('?page=/portfolio/zamalek-loft&landingPage=/portfolio&referrer=instagram.com&utmSource=instagram&utmMedium=paid&utmCampaign=spring&clickId=fbclid');
    expect(await clicks()).toMatchObject([
      { landingPage: '/portfolio', referrer: 'instagram.com', utmSource: 'instagram', utmMedium: 'paid', utmCampaign: 'spring', clickId: 'fbclid' },
    ]);
  });

  it('without JavaScript, takes the source from the visitor’s first page of the day, or else from the request', async () => {
    const from = nextAddress();
    const { day, visitor } = await createVisitorIds(api.handle.db).idOf(from, PHONE);
    await api.handle.inWriteTransaction((run) =>
      rememberFirstVisits(run, [{ day, visitor, landingPage: '/portfolio', referrer: 'google.com', utmSource: null, utmMedium: null, utmCampaign: null, clickId: 'gclid' }]),
    );
    await click('?page=/portfolio/zamalek-loft', { from });
    await click('?page=/&utm_source=instagram&utm_medium=bio', { headers: { Referer: 'https://l.instagram.com/?u=x' } });
    expect(await clicks()).toMatchObject([
      { page: '/portfolio/zamalek-loft', landingPage: '/portfolio', referrer: 'google.com', clickId: 'gclid' },
      { page: '/', landingPage: '/', referrer: 'l.instagram.com', utmSource: 'instagram', utmMedium: 'bio' },
    ]);
  });

  it('takes the number from the published site content only: a stray phone, to or number in the query changes nothing', async () => {
    const plain = await click('?page=/portfolio/zamalek-loft');
    for (const stray of ['phone=201111111111', 'to=%2B44%207700%20900123', 'number=15550001111', 'phone=1&to=2&number=3', 'page=/about&phone=201111111111']) {
      const res = await click(`?page=/portfolio/zamalek-loft&${stray}`);
      expect(res.status, stray).toBe(302);
      expect(res.headers.get('location'), stray).toBe(plain.headers.get('location'));
    }
    expect(new URL(must(plain.headers.get('location'))).pathname).toBe('/201005550142');
  });

  it('answers 404 with a sentence when the studio has no WhatsApp number', async () => {
    const company = { ...defaultSiteContent.company, whatsapp: '' };
    await api.handle.db.update(siteContent).set({ published: company }).where(eq(siteContent.section, 'company'));
    try {
      const res = await click('?page=/');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: en.leads.whatsappOff });
      const arabic = await click('?page=/ar', { headers: { 'Accept-Language': 'ar' } });
      expect(await arabic.json()).toEqual({ message: ar.leads.whatsappOff });
      expect(arabic.headers.get('content-language')).toBe('ar');
      expect(await clicks()).toEqual([]);
    } finally {
      await api.handle.db.update(siteContent).set({ published: defaultSiteContent.company }).where(eq(siteContent.section, 'company'));
    }
  });
});

describe('GET /go/whatsapp, per client', () => {
  const limited = useTestApi({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' });

  it('is limited, with a 429 and a sentence', async () => {
    const go = () =>
      limited.composition.lanes.site.fetch(
        new Request('http://localhost/go/whatsapp?page=/', { headers: { 'User-Agent': PHONE, 'X-Forwarded-For': '198.51.100.20' } }),
        {} as never,
      );
    let last = await go();
    for (let attempt = 1; attempt < 61 && last.status === 302; attempt++) last = await go();
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await last.json()).message).toMatch(/^Too many requests/);
  });
});
