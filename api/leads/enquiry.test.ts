import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, project, siteContent } from '../../db/schema.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { jsonInit, useTestApi } from '../test/test-app.ts';
import { VISITOR_MESSAGE } from '../../shared/test/visitor-message.ts';

const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

const valid = VISITOR_MESSAGE;

const send = (body: object, headers: Record<string, string> = {}) => {
  const init = jsonInit('POST', body);
  return api.app.request('/api/contact', { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
};
const storedCount = async () => must((await api.handle.db.select({ n: count() }).from(contactMessage))[0]).n;
const stored = async (id: number) => must((await api.handle.db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0]);

let projectId = 0;
beforeAll(async () => {
  const [row] = await api.handle.db
    .insert(project)
    .values([
      { title: 'Zamalek Loft', slug: 'zamalek-loft', category: 'residential', description: 'A loft by the Nile.', imageUrl: '/uploads/loft.webp', imageAlt: 'Loft' },
      { title: 'Hidden Draft', slug: 'hidden-draft', category: 'retail', description: 'Not published.', imageUrl: '/uploads/draft.webp', imageAlt: 'Draft', status: 'Draft' },
    ])
    .returning();
  projectId = must(row).id;
});

describe('the project enquiry', () => {
  it('stores every answered field, the project asked about and the visit’s source, as a form lead at the pipeline’s start', async () => {
    const res = await send({
      ...valid,
      projectType: 'residential',
      location: 'Sheikh Zayed',
      area: 240,
      budget: '1-3m',
      timeline: '3-months',
      preferredContact: 'whatsapp',
      project: 'zamalek-loft',
      landingPage: '/portfolio/zamalek-loft',
      referrer: 'www.instagram.com',
      utmSource: 'instagram',
      utmMedium: 'paid',
      utmCampaign: 'spring',
      clickId: 'fbclid',
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    // The answer is what the spec's contract answers.
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'email', 'id', 'message', 'name', 'phone', 'subject']);
    expect(await stored(body.id)).toMatchObject({
      projectType: 'residential',
      location: 'Sheikh Zayed',
      area: 240,
      budget: '1-3m',
      timeline: '3-months',
      preferredContact: 'whatsapp',
      projectId,
      landingPage: '/portfolio/zamalek-loft',
      referrer: 'instagram.com',
      utmSource: 'instagram',
      utmMedium: 'paid',
      utmCampaign: 'spring',
      clickId: 'fbclid',
      channel: 'form',
      stage: 'New lead',
    });
  });

  it('stores a message of the spec’s five fields alone, with no source', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(await stored((await res.json()).id)).toMatchObject({ projectType: null, budget: null, projectId: null, landingPage: null, referrer: null, channel: 'form' });
  });

  it.each([
    ['a draft project', { project: 'hidden-draft' }, en.leads.projectUnknown],
    ['a project that does not exist', { project: 'no-such-project' }, en.leads.projectUnknown],
    ['a budget band the office does not offer', { budget: 'over-50m' }, en.leads.budgetInvalid],
    ['an attachment nobody uploaded', { attachments: ['z'.repeat(22)] }, en.leads.attachmentNotFound],
    ['a landing page on another site', { landingPage: 'https://evil.example/' }, en.leads.sourceInvalid],
    ['an area too small to build', { area: 3 }, en.leads.areaInvalid(10, 100_000)],
  ])('refuses %s with a 400 and stores nothing', async (_, fields, message) => {
    const before = await storedCount();
    const res = await send({ ...valid, ...fields });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('answers in Arabic for the Arabic form', async () => {
    const res = await send({ ...valid, timeline: 'never' }, { 'Accept-Language': 'ar' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(ar.leads.timelineInvalid);
  });

  it('checks the band against the office’s current bands: a renamed band keeps its id, a new one is taken', async () => {
    const contact = structuredClone(defaultSiteContent.contact);
    contact.enquiry.budgets = [
      { id: '1-3m', label: { en: 'From 1 to 3 million EGP', ar: 'من مليون إلى 3 ملايين جنيه' } },
      { id: 'band-5f2c', label: { en: 'Over 50M EGP', ar: 'أكثر من 50 مليون جنيه' } },
    ];
    await api.handle.db.update(siteContent).set({ published: contact }).where(eq(siteContent.section, 'contact'));
    expect((await send({ ...valid, budget: '1-3m' })).status).toBe(201);
    expect((await send({ ...valid, budget: 'band-5f2c' })).status).toBe(201);
    expect((await send({ ...valid, budget: 'under-1m' })).status).toBe(400);
  });
});
