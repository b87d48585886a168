import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletter, outbox, project, subscribeEmail } from '../../db/schema.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

const smtp = await startSmtpServer();
const api = useTestApi({ SMTP_URL: smtp.url, SITE_URL: 'https://nileatelier.test', RATE_LIMIT_SCALE: '0' });
afterAll(() => smtp.close());

const worker = (newsletterPerMinute = 60_000) =>
  createOutboxWorker({
    db: api.handle.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: api.deps.config.mail.from }),
    siteUrl: api.deps.config.siteUrl,
    newsletterPerMinute,
    log: () => undefined,
  });

const ISSUE = {
  subject: { en: 'Three homes, finished', ar: 'ثلاثة منازل اكتملت' },
  body: { en: 'We just handed over **three homes**.\n\nSee [our portfolio](https://nileatelier.test/portfolio).', ar: 'سلّمنا للتو **ثلاثة منازل**.' },
  projectIds: [] as number[],
};

let cookie = '';
const request = (method: string, path: string, body?: unknown) =>
  api.app.request(`/api/admin/newsletters${path}`, body === undefined ? { method, headers: { Cookie: cookie, Origin: 'http://localhost' } } : jsonInit(method, body, cookie));
const site = (path: string, init: RequestInit = {}) => api.composition.lanes.site.fetch(new Request(`http://localhost${path}`, init), {} as never);

/** A header of the message as it travelled (mailparser turns List-* headers into objects). */
const headerOf = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
};

const addReaders = (readers: { email: string; lang: 'en' | 'ar'; status?: 'confirmed' | 'pending' | 'unsubscribed' }[]) =>
  api.handle.db.insert(subscribeEmail).values(readers.map((reader) => ({ status: 'confirmed' as const, ...reader })));

beforeEach(async () => {
  smtp.received.length = 0;
  await api.handle.db.delete(subscribeEmail);
  if (!cookie) cookie = (await createUserWithSession(api.deps, { email: 'editor@nileatelier.test', role: 'editor' })).cookie;
});

describe('sending an issue', () => {
  it('sends each confirmed subscriber one email in their language, multipart, with both unsubscribe headers and the studio at the foot', async () => {
    const [card] = await api.handle.db
      .insert(project)
      .values({
        title: 'Zamalek Apartment',
        slug: 'zamalek-apartment',
        category: 'residential',
        description: 'A flat by the Nile.',
        imageUrl: '/uploads/zamalek.webp',
        imageAlt: 'Living room',
        location: 'Zamalek, Cairo',
      })
      .returning();
    await addReaders([
      { email: 'amal@example.com', lang: 'en' },
      { email: 'omar@example.com', lang: 'en' },
      { email: 'layla@example.com', lang: 'ar' },
      { email: 'waiting@example.com', lang: 'en', status: 'pending' },
      { email: 'gone@example.com', lang: 'ar', status: 'unsubscribed' },
    ]);
    const created = await request('POST', '', { ...ISSUE, projectIds: [must(card).id] });
    expect(created.status).toBe(201);
    const issue = await created.json();
    expect(issue).toMatchObject({ status: 'draft', subject: ISSUE.subject, projectIds: [must(card).id], counts: { recipients: 0, sent: 0, failed: 0, unsubscribed: 0 } });

    const sent = await request('POST', `/${issue.id}/send`);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'sending', counts: { recipients: 3 } });
    await worker().runOnce();

    expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['amal@example.com', 'layla@example.com', 'omar@example.com']);
    for (const mail of smtp.received) {
      const arabic = mail.envelopeTo[0] === 'layla@example.com';
      const { parsed } = mail;
      expect(parsed.subject).toBe(arabic ? ISSUE.subject.ar : ISSUE.subject.en);
      expect(parsed.text).toBeTruthy();
      expect(parsed.html).toContain(arabic ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
      expect(parsed.html).toContain(arabic ? 'مبنى 7، مجمع بالم هيلز للأعمال' : 'Building 7, Palm Hills Business Park');
      expect(parsed.html).toContain('<strong>');
      expect(parsed.html).toContain(`https://nileatelier.test${arabic ? '/ar' : ''}/portfolio/zamalek-apartment`);
      expect(parsed.html).toContain('https://nileatelier.test/uploads/zamalek.webp');
      const unsubscribe = must(headerOf(mail.raw, 'List-Unsubscribe'));
      expect(unsubscribe).toMatch(/^<https:\/\/nileatelier\.test\/newsletter\/unsubscribe\?token=[\w-]{43}>$/);
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(parsed.html).toContain(unsubscribe.slice(1, -1).replace('&', '&amp;'));
      // Nothing else in the email is the reader's own: every other link is the same for everyone.
      const links = [...(parsed.html as string).matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
      expect(links.filter((link) => link?.includes('token='))).toEqual([unsubscribe.slice(1, -1)]);
    }
    const done = await (await request('GET', `/${issue.id}`)).json();
    expect(done).toMatchObject({ status: 'sent', counts: { recipients: 3, sent: 3, failed: 0, unsubscribed: 0 } });
    expect(done.sentAt).toBeTruthy();

    // A sent issue is no longer changed, deleted or sent again.
    expect((await request('PUT', `/${issue.id}`, ISSUE)).status).toBe(409);
    const refused = await request('DELETE', `/${issue.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(en.newsletters.alreadySent);
    expect((await request('POST', `/${issue.id}/send`)).status).toBe(409);
  });

  it('unsubscribes with the one-click POST, counts it on the issue, and skips the address in a later issue', async () => {
    await addReaders([
      { email: 'stays@example.com', lang: 'en' },
      { email: 'leaves@example.com', lang: 'en' },
    ]);
    const first = await (await request('POST', '', ISSUE)).json();
    await request('POST', `/${first.id}/send`);
    await worker().runOnce();
    const mail = must(smtp.received.find((received) => received.envelopeTo[0] === 'leaves@example.com'));
    const link = new URL(must(headerOf(mail.raw, 'List-Unsubscribe')).slice(1, -1));
    const path = `${link.pathname}${link.search}`;

    // A GET only shows the button: a mail scanner opening the link unsubscribes nobody.
    const page = await site(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<button type="submit">${en.newsletterPages.unsubscribeButton}</button>`);
    expect(must(await api.handle.db.select().from(subscribeEmail).where(eq(subscribeEmail.email, 'leaves@example.com')))[0]?.status).toBe('confirmed');

    const oneClick = await site(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe('');
    expect((await api.handle.db.select().from(subscribeEmail).where(eq(subscribeEmail.email, 'leaves@example.com')))[0]).toMatchObject({ status: 'unsubscribed' });
    expect(await (await request('GET', `/${first.id}`)).json()).toMatchObject({ counts: { recipients: 2, sent: 2, unsubscribed: 1 } });
    const after = await site(path);
    expect(await after.text()).toContain(en.newsletterPages.unsubscribedTitle);

    smtp.received.length = 0;
    const second = await (await request('POST', '', ISSUE)).json();
    await request('POST', `/${second.id}/send`);
    await worker().runOnce();
    expect(smtp.received.map((received) => received.envelopeTo[0])).toEqual(['stays@example.com']);
  });

  it("unsubscribes from the page's own button and comes back to the page", async () => {
    await addReaders([{ email: 'button@example.com', lang: 'ar' }]);
    const issue = await (await request('POST', '', ISSUE)).json();
    await request('POST', `/${issue.id}/send`);
    await worker().runOnce();
    const link = new URL(must(headerOf(must(smtp.received[0]).raw, 'List-Unsubscribe')).slice(1, -1));
    const path = `${link.pathname}${link.search}`;
    expect(await (await site(path)).text()).toContain('<html lang="ar" dir="rtl">');
    const res = await site(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'from=page' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    expect(await (await site(path)).text()).toContain(ar.newsletterPages.unsubscribedTitle);
  });

  it('sends an issue written in one language only to that language’s subscribers', async () => {
    await addReaders([
      { email: 'reader.en@example.com', lang: 'en' },
      { email: 'reader.ar@example.com', lang: 'ar' },
    ]);
    const issue = await (await request('POST', '', { ...ISSUE, subject: { en: '', ar: ISSUE.subject.ar }, body: { en: '', ar: ISSUE.body.ar } })).json();
    expect(await (await request('POST', `/${issue.id}/send`)).json()).toMatchObject({ counts: { recipients: 1 } });
    await worker().runOnce();
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual(['reader.ar@example.com']);
  });

  it('sends a test of each language to the signed-in account only', async () => {
    await addReaders([{ email: 'not.me@example.com', lang: 'en' }]);
    const issue = await (await request('POST', '', ISSUE)).json();
    const res = await request('POST', `/${issue.id}/test`);
    expect(res.status).toBe(200);
    expect(smtp.received.map((mail) => [mail.envelopeTo[0], mail.parsed.subject])).toEqual([
      ['editor@nileatelier.test', `[Test] ${ISSUE.subject.en}`],
      ['editor@nileatelier.test', `[تجربة] ${ISSUE.subject.ar}`],
    ]);
    expect(await (await request('GET', `/${issue.id}`)).json()).toMatchObject({ status: 'draft' });
  });

  it('schedules an issue for a later time and queues it then', async () => {
    await addReaders([{ email: 'later@example.com', lang: 'en' }]);
    const issue = await (await request('POST', '', ISSUE)).json();
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await request('POST', `/${issue.id}/send`, { at });
    expect(await scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: at });
    const { queueDueIssues } = await import('./issues.ts');
    expect(await queueDueIssues(api.handle.db, new Date())).toHaveLength(0);
    expect(await queueDueIssues(api.handle.db, new Date(Date.now() + 61 * 60_000))).toHaveLength(1);
    await worker().runOnce();
    expect(smtp.received.map((mail) => mail.envelopeTo[0])).toEqual(['later@example.com']);
    await queueDueIssues(api.handle.db, new Date());
    expect(must((await api.handle.db.select().from(newsletter).where(eq(newsletter.id, issue.id)))[0]).status).toBe('sent');
  });

  it('answers every bad body with a 400 and its sentence', async () => {
    const cases: [unknown, string][] = [
      [{ ...ISSUE, subject: 'Hello' }, en.newsletters.textInvalid],
      [{ ...ISSUE, body: { en: 'x' } }, en.newsletters.textInvalid],
      [{ ...ISSUE, subject: { en: 'x'.repeat(201), ar: '' } }, en.newsletters.subjectTooLong(200)],
      [{ ...ISSUE, projectIds: 'all' }, en.newsletters.projectsInvalid],
      [{ ...ISSUE, projectIds: [1, 2, 3, 4, 5, 6, 7] }, en.newsletters.tooManyProjects(6)],
      [{ ...ISSUE, projectIds: [999_999] }, en.newsletters.unknownProject],
    ];
    for (const [body, message] of cases) {
      const res = await request('POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const half = await (await request('POST', '', { ...ISSUE, body: { en: ISSUE.body.en, ar: '' } })).json();
    const send = await request('POST', `/${half.id}/send`);
    expect(send.status).toBe(400);
    expect((await send.json()).message).toBe(en.newsletters.languageIncomplete('Arabic'));
    const issue = await (await request('POST', '', ISSUE)).json();
    for (const [body, message] of [
      [{ at: 'tomorrow' }, en.newsletters.atInvalid],
      [{ at: '2020-01-01T10:00:00Z' }, en.newsletters.atInPast],
    ] as const) {
      const res = await request('POST', `/${issue.id}/send`, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await request('GET', '/999999')).status).toBe(404);
  });

  it('paces the emails at NEWSLETTER_PER_MINUTE', async () => {
    await addReaders(Array.from({ length: 5 }, (_, i) => ({ email: `paced${i}@example.com`, lang: 'en' as const })));
    const issue = await (await request('POST', '', ISSUE)).json();
    await request('POST', `/${issue.id}/send`);
    const started = Date.now();
    // 600 a minute: one every 100 ms.
    await worker(600).runOnce();
    expect(smtp.received).toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(await api.handle.db.select().from(outbox).where(eq(outbox.newsletterId, issue.id))).toSatisfy((rows: { state: string }[]) => rows.every((row) => row.state === 'sent'));
  });
});
