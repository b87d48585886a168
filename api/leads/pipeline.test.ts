import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activity, contactMessage, project, projectTranslation, user, whatsappClick } from '../../db/schema.ts';
import { activitySentence } from '../../shared/activity.ts';
import { addDays, cairoDay } from '../../shared/cairo-day.ts';
import { LEAD_STAGES } from '../../shared/leads.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { authed, createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

/** The lead as stored. */
const storedLead = async (id: number) => must((await api.handle.db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0]);
let cookie = '';
let admin = { id: 0, name: '' };

const lead = (name: string, extra: Partial<typeof contactMessage.$inferInsert> = {}) => ({
  name,
  email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
  phone: '+20 100 000 0000',
  subject: `About ${name}`,
  message: 'A fit-out, please.',
  status: 'New' as const,
  ...extra,
});
const insert = async (...rows: ReturnType<typeof lead>[]) => (await api.handle.db.insert(contactMessage).values(rows).returning()).map((row) => row.id);
const patch = (id: number, body: unknown) => api.app.request(`/api/admin/contact-messages/${id}`, jsonInit('PATCH', body, cookie));
const get = async (path: string) => {
  const res = await api.app.request(path, authed(cookie));
  expect(res.status, path).toBe(200);
  return res.json();
};
const log = async (targetId: number) => api.handle.db.select().from(activity).where(eq(activity.targetId, targetId)).orderBy(desc(activity.id));

beforeAll(async () => {
  const created = await createUserWithSession(api.deps, { name: 'Karim Adel' });
  cookie = created.cookie;
  admin = { id: created.user.id, name: created.user.name };
});

beforeEach(async () => {
  await api.handle.db.delete(contactMessage);
  await api.handle.db.delete(whatsappClick);
});

describe('the pipeline', () => {
  it('moves a lead through its stages with an owner, a follow-up date and a value, every change in the activity log', async () => {
    const [id] = await insert(lead('Nadia Samir'));
    const res = await patch(must(id), { stage: 'Site visit', ownerId: admin.id, followUpOn: '2026-12-01', value: 2_400_000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ stage: 'Site visit', ownerId: admin.id, ownerName: 'Karim Adel', followUpOn: '2026-12-01', value: 2_400_000, lostReason: null });
    const records = await log(must(id));
    expect(records.map((record) => record.action).sort()).toEqual(['lead.stage-changed', 'lead.updated']);
    const sentences = records.map((record) => activitySentence({ ...record, details: record.details ?? null }));
    expect(sentences).toContain('Karim Adel moved the lead Nadia Samir from New lead to Site visit');
    expect(sentences).toContain('Karim Adel updated the lead Nadia Samir (owner, follow-up date, value)');

    const listed = (await get('/api/admin/contact-messages')).messages as { id: number; stage: string; ownerId: number | null; followUpOn: string | null; value: number | null }[];
    expect(listed.find((row) => row.id === id)).toMatchObject({ stage: 'Site visit', ownerId: admin.id, followUpOn: '2026-12-01', value: 2_400_000 });
  });

  it('keeps a reason for a Lost deal only, and clears it when the deal moves on', async () => {
    const [id] = await insert(lead('Omar Fathy'));
    const early = await patch(must(id), { lostReason: 'Price' });
    expect(early.status).toBe(400);
    expect((await early.json()).message).toBe(en.leads.lostReasonNotLost);

    expect(await (await patch(must(id), { stage: 'Quote sent' })).json()).toMatchObject({ stage: 'Quote sent' });
    expect(await (await patch(must(id), { stage: 'Lost', lostReason: 'Chose another studio' })).json()).toMatchObject({ stage: 'Lost', lostReason: 'Chose another studio' });
    const [lost] = await log(must(id));
    expect(activitySentence({ ...must(lost), details: must(lost).details ?? null })).toBe('Karim Adel moved the lead Omar Fathy from Quote sent to Lost: Chose another studio');
    // Lost ends the deal without moving it on: the funnel still counts the quote.
    expect((await storedLead(must(id))).furthestStage).toBe('Quote sent');
    expect(await (await patch(must(id), { stage: 'Contacted' })).json()).toMatchObject({ stage: 'Contacted', lostReason: null });
  });

  it.each([
    [{ stage: 'Closed' }, en.leads.stageInvalid(['New lead', 'Contacted', 'Site visit', 'Quote sent', 'Won', 'Lost'])],
    [{ stage: 'Lost', lostReason: 'Weather' }, en.leads.lostReasonInvalid(['Price', 'Timing', 'Chose another studio', 'No reply', 'Other'])],
    [{ followUpOn: '2026-02-30' }, en.leads.followUpInvalid],
    [{ followUpOn: 'tomorrow' }, en.leads.followUpInvalid],
    [{ value: -1 }, en.leads.valueInvalid(10_000_000_000)],
    [{ value: 1.5 }, en.leads.valueInvalid(10_000_000_000)],
    [{ value: '100' }, en.leads.valueInvalid(10_000_000_000)],
    [{ ownerId: 'Karim' }, en.leads.ownerInvalid],
    [{}, en.inbox.nothingToChange],
  ])('refuses %o with a clear 400 and changes nothing', async (body, message) => {
    const [id] = await insert(lead('Careful Lead'));
    const res = await patch(must(id), body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(
      must(
        (
          await api.handle.db
            .select()
            .from(contactMessage)
            .where(eq(contactMessage.id, must(id)))
        )[0],
      ),
    ).toMatchObject({ stage: 'New lead', value: null, followUpOn: null });
    expect(await log(must(id))).toEqual([]);
  });

  it('gives a lead to approved admins only', async () => {
    const [id] = await insert(lead('Owned Lead'));
    const pending = await createUserWithSession(api.deps, { approved: false, name: 'Not Yet' });
    for (const ownerId of [pending.user.id, 999_999]) {
      const res = await patch(must(id), { ownerId });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(en.leads.ownerInvalid);
    }
    expect(await (await patch(must(id), { ownerId: null })).json()).toMatchObject({ ownerId: null });
  });
});

describe('giving a lead to someone', () => {
  it('refuses an editor, who never sees the pipeline, and takes someone in sales', async () => {
    const [id] = await insert(lead('Handed Lead'));
    const editor = await createUserWithSession(api.deps, { role: 'editor', name: 'Edith Editor' });
    const refused = await patch(must(id), { ownerId: editor.user.id });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(en.leads.ownerInvalid);
    expect((await storedLead(must(id))).ownerId).toBeNull();
    expect(await log(must(id))).toEqual([]);

    const sales = await createUserWithSession(api.deps, { role: 'sales', name: 'Sami Sales' });
    expect(await (await patch(must(id), { ownerId: sales.user.id })).json()).toMatchObject({ ownerId: sales.user.id, ownerName: 'Sami Sales' });
    // The options test lists every possible owner: these two go again.
    await api.handle.db.delete(contactMessage);
    await api.handle.db.delete(user).where(inArray(user.id, [editor.user.id, sales.user.id]));
  });
});

describe('a deal moved from one stage to another', () => {
  const moves = LEAD_STAGES.flatMap((from) => LEAD_STAGES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(moves)('from %s to %s is answered and logged with both stages', async (from, to) => {
    const [id] = await insert(lead('Moving Deal', { stage: from, furthestStage: from === 'Lost' ? 'New lead' : from }));
    const res = await patch(must(id), { stage: to });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ stage: to });
    const records = await log(must(id));
    expect(records.map((record) => [record.action, record.details])).toEqual([['lead.stage-changed', { from, to }]]);
    expect(activitySentence({ ...must(records[0]), details: must(records[0]).details ?? null })).toBe(`Karim Adel moved the lead Moving Deal from ${from} to ${to}`);
  });
});

describe('Add lead', () => {
  const add = (body: unknown) => api.app.request('/api/admin/contact-messages', jsonInit('POST', body, cookie));

  it('records a lead that came by phone, WhatsApp, a walk-in or a referral, as a new lead with its channel', async () => {
    const res = await add({ name: 'Walk-in Visitor', phone: '0122 555 0199', channel: 'walk-in', projectType: 'retail', note: 'Came by the studio on Thursday.' });
    expect(res.status).toBe(201);
    const added = await res.json();
    expect(added).toMatchObject({
      name: 'Walk-in Visitor',
      phone: '0122 555 0199',
      email: '',
      channel: 'walk-in',
      stage: 'New lead',
      status: 'Read',
      projectType: 'retail',
      note: 'Came by the studio on Thursday.',
    });
    expect((await log(added.id)).map((record) => record.action)).toEqual(['lead.added']);
    expect((await add({ name: 'Referred Client', phone: '+20 100 222 3333', email: 'Referred@Example.com', channel: 'referral' })).status).toBe(201);
  });

  it('keeps the language of the admin it was added from, so a WhatsApp reply greets in it', async () => {
    const english = await add({ name: 'Phone Caller', phone: '0122 555 0199', channel: 'phone' });
    expect((await storedLead((await english.json()).id)).lang).toBe('en');

    const arabic = await createUserWithSession(api.deps, { name: 'منى عبد الرحمن', role: 'sales' });
    await api.handle.db.update(user).set({ adminLanguage: 'ar' }).where(eq(user.id, arabic.user.id));
    const res = await api.app.request('/api/admin/contact-messages', jsonInit('POST', { name: 'هالة يوسف', phone: '0100 555 0142', channel: 'walk-in' }, arabic.cookie));
    expect(res.status).toBe(201);
    const added = await res.json();
    expect(added.lang).toBe('ar');
    expect((await storedLead(added.id)).lang).toBe('ar');
    await api.handle.db.delete(user).where(eq(user.id, arabic.user.id));
  });

  it.each([
    [{ name: 'A', phone: '0122 555 0199', channel: 'phone' }, en.contact.nameTooShort],
    [{ name: 'Lead', phone: '123', channel: 'phone' }, en.contact.phoneTooShort],
    [{ name: 'Lead', phone: '0122 555 0199', channel: 'form' }, en.leads.channelInvalid(['phone', 'whatsapp', 'walk-in', 'referral'])],
    [{ name: 'Lead', phone: '0122 555 0199', channel: 'phone', email: 'nope' }, en.contact.invalidEmail],
    [{ name: 'Lead', phone: '0122 555 0199', channel: 'phone', projectType: 'castle' }, en.leads.projectTypeInvalid],
  ])('refuses %o and stores nothing', async (body, message) => {
    const res = await add(body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await api.handle.db.select().from(contactMessage)).toEqual([]);
  });
});

describe('the list', () => {
  it('answers the first page without a page asked for, and any page with the total and the sum of values', async () => {
    await insert(...Array.from({ length: 7 }, (_, index) => lead(`Lead ${index + 1}`, { value: (index + 1) * 1000, status: index === 6 ? 'Spam' : 'New' })));
    const first = await get('/api/admin/contact-messages');
    expect(first).toMatchObject({ total: 7, totalValue: 28_000, page: 1, limit: 25 });
    expect(first.messages.map((row: { name: string }) => row.name)).toEqual(['Lead 7', 'Lead 6', 'Lead 5', 'Lead 4', 'Lead 3', 'Lead 2', 'Lead 1']);
    const second = await get('/api/admin/contact-messages?hide=Spam&page=2&limit=4');
    expect(second).toMatchObject({ total: 6, totalValue: 21_000, page: 2, limit: 4 });
    expect(second.messages.map((row: { name: string }) => row.name)).toEqual(['Lead 2', 'Lead 1']);
    expect((await get('/api/admin/contact-messages?limit=3')).messages).toHaveLength(3);
  });

  it('filters by status, stage, search and source on the server, over every message', async () => {
    await insert(
      lead('Instagram Lead', { utmSource: 'instagram', utmMedium: 'paid', utmCampaign: 'spring', referrer: 'instagram.com' }),
      lead('Google Lead', { referrer: 'google.com.eg', stage: 'Won', furthestStage: 'Won', value: 900 }),
      lead('Direct 100% Lead', { status: 'Archived' }),
      lead('Phone Lead', { channel: 'phone', email: '' }),
    );
    const names = async (query: string) => ((await get(`/api/admin/contact-messages?${query}`)).messages as { name: string }[]).map((row) => row.name);
    expect(await names('source=instagram')).toEqual(['Instagram Lead']);
    expect(await names('source=google')).toEqual(['Google Lead']);
    expect(await names('source=direct')).toEqual(['Direct 100% Lead']);
    expect(await names('source=added:phone')).toEqual(['Phone Lead']);
    expect(await names('stage=Won')).toEqual(['Google Lead']);
    expect(await names('hide=Archived,Spam')).toEqual(['Phone Lead', 'Google Lead', 'Instagram Lead']);
    expect(await names('q=google')).toEqual(['Google Lead']);
    // The search takes % and _ as the letters they are.
    expect(await names('q=100%25')).toEqual(['Direct 100% Lead']);
    expect((await get('/api/admin/contact-messages?source=instagram&page=1&limit=10')).total).toBe(1);
    for (const query of ['page=0', 'limit=101', 'hide=Gone', 'stage=Closed', 'status=inbox']) {
      expect((await api.app.request(`/api/admin/contact-messages?${query}`, authed(cookie))).status, query).toBe(400);
    }
  });
});

describe('the pipeline’s summary', () => {
  it('lists the follow-ups due today and overdue, leads per week by channel and source, the funnel with the won value, and the projects', async () => {
    const today = cairoDay();
    const [loft] = await api.handle.db
      .insert(project)
      .values({ title: 'Zamalek Loft', slug: 'zamalek-loft-summary', category: 'residential', description: 'A loft.', imageUrl: '/uploads/loft.webp', imageAlt: 'Loft' })
      .returning();
    const instagram = { utmSource: 'instagram', utmMedium: 'paid', utmCampaign: 'spring' };
    const ids = await insert(
      lead('Due Today', { followUpOn: today, stage: 'Contacted', furthestStage: 'Contacted', ...instagram }),
      lead('Overdue', { followUpOn: addDays(today, -3), stage: 'Site visit', furthestStage: 'Site visit', ...instagram, projectId: must(loft).id }),
      lead('Later', { followUpOn: addDays(today, 2) }),
      lead('Won Deal', { followUpOn: addDays(today, -9), stage: 'Won', furthestStage: 'Won', value: 3_000_000, ...instagram, projectId: must(loft).id }),
      lead('Lost After Quote', { stage: 'Lost', furthestStage: 'Quote sent', lostReason: 'Price', referrer: 'google.com' }),
      lead('By Phone', { channel: 'phone', email: '' }),
      lead('Spam', { status: 'Spam', ...instagram }),
    );
    await api.handle.db.insert(whatsappClick).values([
      { day: today, lang: 'en', page: '/portfolio/zamalek-loft-summary', projectId: must(loft).id, ...instagram },
      { day: today, lang: 'ar', page: '/ar' },
    ]);
    const summary = await get('/api/admin/leads/summary');

    expect(summary.today).toBe(today);
    expect(summary.followUps).toEqual({
      total: 2,
      due: [
        { id: ids[1], name: 'Overdue', stage: 'Site visit', followUpOn: addDays(today, -3), ownerName: null, overdue: true },
        { id: ids[0], name: 'Due Today', stage: 'Contacted', followUpOn: today, ownerName: null, overdue: false },
      ],
    });
    expect(summary.byChannel).toHaveLength(12);
    expect(summary.byChannel.at(-1)).toMatchObject({ form: 5, whatsapp: 2, manual: 1 });
    expect(summary.bySource.sources.map((source: { key: string }) => source.key)).toEqual(['instagram', 'direct', 'added:phone', 'google']);
    expect(summary.bySource.weeks.at(-1)).toMatchObject({ counts: { instagram: 4, direct: 2, 'added:phone': 1, google: 1 }, other: 0 });

    const funnelOf = (key: string) => summary.funnel.find((row: { key: string }) => row.key === key);
    expect(funnelOf('instagram')).toEqual({
      key: 'instagram',
      description: { kind: 'campaign', name: 'instagram / paid / spring' },
      stages: { 'New lead': 3, 'Site visit': 2, 'Quote sent': 1, Won: 1 },
      wonValue: 3_000_000,
    });
    expect(funnelOf('google')).toMatchObject({ stages: { 'New lead': 1, 'Site visit': 1, 'Quote sent': 1, Won: 0 }, wonValue: 0 });
    expect(funnelOf('added:phone')).toMatchObject({ description: { kind: 'manual', channel: 'phone' }, stages: { 'New lead': 1 } });

    expect(summary.projects).toEqual([{ id: must(loft).id, title: 'Zamalek Loft', slug: 'zamalek-loft-summary', leads: 2, won: 1, wonValue: 3_000_000, whatsappClicks: 1 }]);
    expect(summary.sources.map((source: { key: string; count: number }) => [source.key, source.count])).toEqual([
      ['instagram', 3],
      ['added:phone', 1],
      ['direct', 1],
      ['google', 1],
    ]);
    await api.handle.db.delete(project).where(inArray(project.id, [must(loft).id]));
  });

  it('names the projects in Arabic for an Arabic reader where they have an Arabic title, in English where not', async () => {
    const [cafe, clinic] = await api.handle.db
      .insert(project)
      .values([
        { title: 'Koshary & Co. Café', slug: 'koshary-summary', category: 'food-beverage', description: 'A café.', imageUrl: '/uploads/cafe.webp', imageAlt: 'Café' },
        { title: 'Maadi Dental Clinic', slug: 'clinic-summary', category: 'other', description: 'A clinic.', imageUrl: '/uploads/clinic.webp', imageAlt: 'Clinic' },
      ])
      .returning();
    await api.handle.db.insert(projectTranslation).values([
      { projectId: must(cafe).id, locale: 'ar', title: 'مقهى كشري وشركاه', location: 'مصر الجديدة، القاهرة' },
      { projectId: must(clinic).id, locale: 'ar', title: '', description: 'عيادة' },
    ]);
    const [aboutCafe, aboutClinic] = await insert(lead('Hala Youssef', { projectId: must(cafe).id }), lead('Salma Farouk', { projectId: must(clinic).id }));
    const arabic = await createUserWithSession(api.deps, { name: 'منى عبد الرحمن', role: 'sales' });
    await api.handle.db.update(user).set({ adminLanguage: 'ar' }).where(eq(user.id, arabic.user.id));
    const read = async (path: string, reader: string) => (await api.app.request(path, authed(reader))).json();
    const titles = (page: { messages: { id: number; project: { title: string } | null }[] }) => Object.fromEntries(page.messages.map((row) => [row.id, row.project?.title]));

    expect(titles(await read('/api/admin/contact-messages', arabic.cookie))).toEqual({ [must(aboutCafe)]: 'مقهى كشري وشركاه', [must(aboutClinic)]: 'Maadi Dental Clinic' });
    expect((await read(`/api/admin/contact-messages/${aboutCafe}`, arabic.cookie)).project).toEqual({ id: must(cafe).id, slug: 'koshary-summary', title: 'مقهى كشري وشركاه' });
    expect((await read('/api/admin/leads/summary', arabic.cookie)).projects.map((row: { title: string }) => row.title).sort()).toEqual(['Maadi Dental Clinic', 'مقهى كشري وشركاه']);
    expect(titles(await read('/api/admin/contact-messages', cookie))).toEqual({ [must(aboutCafe)]: 'Koshary & Co. Café', [must(aboutClinic)]: 'Maadi Dental Clinic' });
    expect((await read('/api/admin/leads/summary', cookie)).projects.map((row: { title: string }) => row.title).sort()).toEqual(['Koshary & Co. Café', 'Maadi Dental Clinic']);

    await api.handle.db.delete(user).where(eq(user.id, arabic.user.id));
    await api.handle.db.delete(project).where(inArray(project.id, [must(cafe).id, must(clinic).id]));
  });

  it('is for approved admins only', async () => {
    expect((await api.app.request('/api/admin/leads/summary')).status).toBe(401);
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await api.app.request('/api/admin/leads/options', authed(pending.cookie))).status).toBe(403);
    expect(await get('/api/admin/leads/options')).toMatchObject({
      budgets: [{ id: 'under-1m' }, { id: '1-3m' }, { id: '3-10m' }, { id: 'over-10m' }],
      owners: [{ name: 'Karim Adel' }],
    });
  });
});
