import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { activity, newsletter, project, siteContent, subscribeEmail } from '../../db/schema.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { carryOutDue } from './carry-out-due.ts';
import { startSchedules } from './start-schedules.ts';

/** The tests' clock: 1 December 2026, 10:00 in Cairo (08:00 UTC, winter time). Nothing here waits for the wall clock. */
let now = new Date('2026-12-01T08:00:00.000Z');
const api = useTestApi({ SMTP_URL: 'smtp://127.0.0.1:2525' }, { clock: () => now });
let cookie = '';
let arabicCookie = '';

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps, { name: 'Mona' }));
  const arabic = await createUserWithSession(api.deps, { name: 'Karim' });
  await api.handle.client.execute({ sql: `UPDATE user SET adminLanguage = 'ar' WHERE id = ?`, args: [arabic.user.id] });
  arabicCookie = arabic.cookie;
});

afterEach(() => {
  now = new Date('2026-12-01T08:00:00.000Z');
  api.publisher.reasons.length = 0;
});

const request = (method: string, path: string, body?: unknown, as = cookie) =>
  api.app.request(`/api/admin${path}`, body === undefined ? { method, headers: { Cookie: as, Origin: 'http://localhost' } } : jsonInit(method, body, as));

const slugs = { next: 0 };
const nextSlug = () => {
  slugs.next += 1;
  return `zamalek-${slugs.next}`;
};
const projectBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Zamalek Riverside Apartment',
  slug: nextSlug(),
  category: 'residential',
  description: 'A riverside apartment opened to the Nile light.',
  imageUrl: '/uploads/zamalek.webp',
  imageAlt: 'The living room',
  ...extra,
});

const stored = async (id: number) => must((await api.handle.db.select().from(project).where(eq(project.id, id)))[0]);
const logOf = async (action: string) => api.handle.db.select().from(activity).where(eq(activity.action, action)).orderBy(asc(activity.id));
const projectCount = async () => (await api.handle.db.select({ id: project.id }).from(project)).length;
const pass = (at: Date, startedAt = new Date(at.getTime() - 60_000)) => carryOutDue(api.handle.db, at, startedAt, (reason) => void api.publisher.reasons.push(reason));

describe('scheduling a project', () => {
  it('keeps a project with a time to go live a draft, in UTC, and logs who scheduled it', async () => {
    const res = await request('POST', '/projects', projectBody({ publishAt: '2026-12-06T09:00:00+02:00', unpublishAt: '2027-01-06T09:00:00+02:00' }));
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ status: 'Draft', publishAt: '2026-12-06T07:00:00.000Z', unpublishAt: '2027-01-06T07:00:00.000Z' });
    const [entry] = (await logOf('project.scheduled')).filter((row) => row.targetId === created.id);
    expect(entry).toMatchObject({ actorName: 'Mona', details: { publishAt: '2026-12-06T07:00:00.000Z' } });
    expect(en.activity.sentences['project.scheduled']({ action: 'project.scheduled', actorName: 'Mona', target: 'Zamalek', details: must(entry).details, clientAddress: '' })).toBe(
      'Mona scheduled the project “Zamalek” to go live on December 6, 2026 at 9:00 AM (Cairo time) and to be taken down on January 6, 2027 at 9:00 AM (Cairo time)',
    );
  });

  it('reads a summer time in Cairo with its own offset', async () => {
    const res = await request('POST', '/projects', projectBody({ publishAt: '2027-07-01T09:00:00+03:00' }));
    expect(await res.json()).toMatchObject({ publishAt: '2027-07-01T06:00:00.000Z' });
  });

  it('refuses a time that is not one, has passed, or takes the project down before it goes live, and stores nothing', async () => {
    const before = await projectCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ publishAt: 'next Sunday' }, en.schedules.atInvalid, 'publishAt'],
      [{ publishAt: '2026-12-01T09:59:00+02:00' }, en.schedules.inPast, 'publishAt'],
      [{ unpublishAt: '2026-11-30T10:00:00+02:00' }, en.schedules.inPast, 'unpublishAt'],
      [{ publishAt: '2026-12-06T09:00:00+02:00', unpublishAt: '2026-12-06T08:00:00+02:00' }, en.schedules.unpublishBeforePublish, 'unpublishAt'],
    ];
    for (const [extra, message, path] of cases) {
      const res = await request('POST', '/projects', projectBody(extra));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message, issues: [{ path, message }] });
    }
    expect(await projectCount()).toBe(before);
  });

  it('answers in Arabic for an Arabic admin', async () => {
    const res = await request('POST', '/projects', projectBody({ publishAt: '2026-11-01T09:00:00+02:00' }), arabicCookie);
    expect(await res.json()).toMatchObject({ message: ar.schedules.inPast });
  });

  it('schedules, moves and drops times through PUT; "Published" without a time publishes now', async () => {
    const { id } = await (await request('POST', '/projects', projectBody())).json();
    const takeDown = await request('PUT', `/projects/${id}`, { unpublishAt: '2026-12-31T23:00:00+02:00' });
    expect(await takeDown.json()).toMatchObject({ status: 'Published', unpublishAt: '2026-12-31T21:00:00.000Z' });
    const refused = await request('PUT', `/projects/${id}`, { publishAt: '2027-01-02T09:00:00+02:00' });
    expect(refused.status).toBe(400);
    expect((await stored(id)).publishAt).toBeNull();
    const scheduled = await request('PUT', `/projects/${id}`, { publishAt: '2026-12-10T09:00:00+02:00', unpublishAt: null });
    expect(await scheduled.json()).toMatchObject({ status: 'Draft', publishAt: '2026-12-10T07:00:00.000Z', unpublishAt: null });
    const published = await request('PUT', `/projects/${id}`, { status: 'Published' });
    expect(await published.json()).toMatchObject({ status: 'Published', publishAt: null });
    expect((await logOf('project.unscheduled')).some((row) => row.targetId === id)).toBe(true);
  });
});

describe('carrying out the schedules', () => {
  it('publishes a project at its time, once, and takes it down at its end', async () => {
    const { id } = await (await request('POST', '/projects', projectBody({ publishAt: '2026-12-01T10:05:00+02:00', unpublishAt: '2026-12-01T11:00:00+02:00' }))).json();
    expect(await pass(new Date('2026-12-01T08:04:59.000Z'))).toEqual([]);
    api.publisher.reasons.length = 0;
    const done = await pass(new Date('2026-12-01T08:05:10.000Z'));
    expect(done).toEqual([{ what: expect.stringContaining('went live'), scheduledFor: '2026-12-01T08:05:00.000Z', late: false }]);
    expect(await stored(id)).toMatchObject({ status: 'Published', publishAt: null });
    expect(api.publisher.reasons).toHaveLength(1);
    expect(await pass(new Date('2026-12-01T08:05:20.000Z'))).toEqual([]);
    await pass(new Date('2026-12-01T09:00:00.000Z'));
    expect(await stored(id)).toMatchObject({ status: 'Draft', unpublishAt: null });
    expect((await logOf('project.went-live')).filter((row) => row.targetId === id)).toHaveLength(1);
    expect((await logOf('project.taken-down')).filter((row) => row.targetId === id)).toHaveLength(1);
  });

  it('is carried out once by two processes on one database at the due time', async () => {
    const { id } = await (await request('POST', '/projects', projectBody({ publishAt: '2026-12-01T10:30:00+02:00' }))).json();
    const other = await openDatabase({ url: api.deps.config.database.url });
    try {
      const at = new Date('2026-12-01T08:30:00.000Z');
      api.publisher.reasons.length = 0;
      const heard: string[] = [];
      const results = await Promise.all([pass(at), carryOutDue(other.db, at, new Date(at.getTime() - 60_000), (reason) => void heard.push(reason))]);
      expect(results.flat()).toHaveLength(1);
      expect(api.publisher.reasons.length + heard.length).toBe(1);
      expect((await logOf('project.went-live')).filter((row) => row.targetId === id)).toHaveLength(1);
    } finally {
      other.close();
    }
  });

  it('carries out at start what fell due while the server was off, and says so', async () => {
    const { id } = await (await request('POST', '/projects', projectBody({ title: 'Maadi Villa', publishAt: '2026-12-01T12:00:00+02:00' }))).json();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const started = new Date('2026-12-01T13:00:00.000Z');
    const schedules = startSchedules(
      api.handle.db,
      (reason) => void api.publisher.reasons.push(reason),
      () => started,
    );
    await schedules.stop();
    expect(log.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/went live: carried out at start, its time \(2026-12-01T10:00:00.000Z\) passed/));
    log.mockRestore();
    const [entry] = (await logOf('project.went-live')).filter((row) => row.targetId === id);
    expect(
      en.activity.sentences['project.went-live']({ action: 'project.went-live', actorName: null, target: 'Maadi Villa', details: must(entry).details, clientAddress: 'server' }),
    ).toBe('The project “Maadi Villa” went live when the server started, after its time December 1, 2026 at 12:00 PM (Cairo time) had passed while the server was off');
  });
});

describe('scheduling site content', () => {
  const saveDraft = async (section: 'home' | 'about', headline: string, keepSchedule?: boolean) => {
    const [row] = await api.handle.db.select().from(siteContent).where(eq(siteContent.section, section));
    const content = structuredClone((row?.draft ?? row?.published ?? defaultSiteContent[section]) as Record<string, unknown>);
    if (section === 'home') must((content.hero as { slides: { title: { en: string } }[] }).slides[0]).title.en = headline;
    else (content.story as { title: { en: string } }).title.en = headline;
    return request('PUT', `/site-content/${section}`, { version: must(row).version, content, ...(keepSchedule === undefined ? {} : { keepSchedule }) });
  };

  it('publishes the chosen sections at their time, leaving "Publish" to the others', async () => {
    expect((await saveDraft('home', 'Homes that age well')).status).toBe(200);
    expect((await saveDraft('about', 'Two decades on site')).status).toBe(200);
    const refused = await request('POST', '/site-content/schedule', { sections: ['home'], at: '2026-12-01T09:00:00+02:00' });
    expect(await refused.json()).toMatchObject({ message: en.schedules.inPast });
    const scheduled = await request('POST', '/site-content/schedule', { sections: ['home'], at: '2026-12-06T09:00:00+02:00' });
    expect(scheduled.status).toBe(200);
    expect((await scheduled.json()).sections.home.publishAt).toBe('2026-12-06T07:00:00.000Z');
    expect((await logOf('content.scheduled')).at(-1)).toMatchObject({ actorName: 'Mona', details: { sections: ['home'], at: '2026-12-06T07:00:00.000Z' } });

    const published = await (await request('POST', '/site-content/publish')).json();
    expect(published.publish.sections).toEqual(['about']);
    const items = (await (await request('GET', '/coming-up')).json()).items;
    expect(items).toContainEqual({ kind: 'content', sections: ['home'], at: '2026-12-06T07:00:00.000Z' });

    await pass(new Date('2026-12-06T07:00:05.000Z'));
    const [home] = await api.handle.db.select().from(siteContent).where(eq(siteContent.section, 'home'));
    expect(home).toMatchObject({ draft: null, publishAt: null });
    expect((must(home).published as { hero: { slides: { title: { en: string } }[] } }).hero.slides[0]?.title.en).toBe('Homes that age well');
    expect(api.publisher.reasons.some((reason) => reason.includes('site content'))).toBe(true);
    expect(await logOf('content.went-live')).toMatchObject([{ actorName: null, details: { sections: ['home'] } }]);
  });

  it('drops the schedule when a later edit says not to keep it', async () => {
    await saveDraft('about', 'A studio of makers');
    await request('POST', '/site-content/schedule', { sections: ['about'], at: '2026-12-08T09:00:00+02:00' });
    await saveDraft('about', 'A studio of makers, still', true);
    expect(must((await api.handle.db.select().from(siteContent).where(eq(siteContent.section, 'about')))[0]).publishAt).toBe('2026-12-08T07:00:00.000Z');
    await saveDraft('about', 'A studio of makers, again', false);
    expect(must((await api.handle.db.select().from(siteContent).where(eq(siteContent.section, 'about')))[0]).publishAt).toBeNull();
  });

  it('refuses a section without a draft', async () => {
    const res = await request('POST', '/site-content/schedule', { sections: ['privacy'], at: '2026-12-08T09:00:00+02:00' });
    expect(await res.json()).toMatchObject({ message: en.schedules.noDraft('Privacy') });
  });
});

describe('"Coming up"', () => {
  it('lists projects, site content and newsletter issues soonest first; each published now or unscheduled', async () => {
    const live = await (await request('POST', '/projects', projectBody({ title: 'New Cairo Office', publishAt: '2026-12-03T09:00:00+02:00' }))).json();
    const draft = await (await request('POST', '/projects', projectBody({ title: 'Sheikh Zayed Clinic', publishAt: '2026-12-02T09:00:00+02:00' }))).json();
    await api.handle.db.insert(subscribeEmail).values({ email: 'reader@example.com', status: 'confirmed' });
    const [issue] = await api.handle.db
      .insert(newsletter)
      .values({ subjectEn: 'Winter news', bodyEn: 'Hello', status: 'scheduled', scheduledAt: '2026-12-04T07:00:00.000Z' })
      .returning();

    const items = (await (await request('GET', '/coming-up')).json()).items as { kind: string; id?: number; at: string }[];
    const ours = items.filter((item) => item.id === live.id || item.id === draft.id || (item.kind === 'newsletter' && item.id === issue?.id));
    expect(ours.map((item) => item.at)).toEqual(['2026-12-02T07:00:00.000Z', '2026-12-03T07:00:00.000Z', '2026-12-04T07:00:00.000Z']);
    expect(items.map((item) => item.at)).toEqual([...items.map((item) => item.at)].sort());

    api.publisher.reasons.length = 0;
    const now1 = await request('POST', '/coming-up/now', { kind: 'project-live', id: live.id });
    expect(now1.status).toBe(200);
    expect(await stored(live.id)).toMatchObject({ status: 'Published', publishAt: null });
    expect(api.publisher.reasons).toHaveLength(1);

    expect((await request('POST', '/coming-up/unschedule', { kind: 'project-live', id: draft.id })).status).toBe(200);
    expect(await stored(draft.id)).toMatchObject({ status: 'Draft', publishAt: null });
    expect((await request('POST', '/coming-up/unschedule', { kind: 'project-live', id: draft.id })).status).toBe(409);

    expect((await request('POST', '/coming-up/unschedule', { kind: 'newsletter', id: issue?.id })).status).toBe(200);
    expect(
      must(
        (
          await api.handle.db
            .select()
            .from(newsletter)
            .where(eq(newsletter.id, must(issue).id))
        )[0],
      ),
    ).toMatchObject({ status: 'draft', scheduledAt: null });
    expect((await logOf('newsletter.unscheduled')).at(-1)).toMatchObject({ actorName: 'Mona', target: 'Winter news' });

    const bad = await request('POST', '/coming-up/now', { kind: 'tomorrow' });
    expect(bad.status).toBe(400);
  });

  it('names projects in the admin\u2019s language', async () => {
    const body = projectBody({ title: 'Garden City Loft', publishAt: '2026-12-09T09:00:00+02:00', translations: { ar: { title: 'لوفت جاردن سيتي' } } });
    const { id } = await (await request('POST', '/projects', body)).json();
    const items = (await (await request('GET', '/coming-up', undefined, arabicCookie)).json()).items as { id?: number; title?: string }[];
    expect(items.find((item) => item.id === id)?.title).toBe('لوفت جاردن سيتي');
  });
});
