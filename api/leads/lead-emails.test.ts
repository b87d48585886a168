import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { issueStamp } from './form-stamp.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { ar } from '../../shared/messages/ar.ts';
import { ACKNOWLEDGEMENTS_PER_DAY } from './queue-emails.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { VISITOR_MESSAGE } from '../../shared/test/visitor-message.ts';

const smtp = await startSmtpServer();
// A port that is closed for now: the "mail server is down" of the restart test.
const downServer = await startSmtpServer();
const downPort = downServer.port;
await downServer.close();

const api = useTestApi({ RATE_LIMIT_SCALE: '0', SMTP_URL: smtp.url, MAIL_FROM: 'Nile Atelier <office@nileatelier.test>', SITE_URL: 'https://nileatelier.test' });
afterAll(() => smtp.close());

const visitor = VISITOR_MESSAGE;

const worker = (smtpUrl = smtp.url) =>
  createOutboxWorker({ db: api.handle.db, mailer: createMailer({ smtpUrl, from: api.deps.config.mail.from }), siteUrl: api.deps.config.siteUrl, log: () => undefined });

const setNotificationEmails = async (emails: string[], acknowledgeVisitors = false) => {
  const { cookie } = await createUserWithSession(api.deps);
  const res = await api.app.request('/api/admin/notifications', jsonInit('PUT', { notificationEmails: emails, acknowledgeVisitors }, cookie));
  expect(res.status).toBe(200);
  return cookie;
};

const send = async (body: object, headers: Record<string, string> = {}) => {
  const init = jsonInit('POST', body);
  const res = await api.app.request('/api/contact', { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
};

/** A stamp as the site's form sends it, issued long enough ago for a person to have filled the form. */
const fairStamp = () => issueStamp(api.handle.db, Date.now() - 5000);

const noticeStatusOf = async (cookie: string, id: number) => {
  const list = (
    (await (await api.app.request('/api/admin/contact-messages', { headers: { Cookie: cookie } })).json()) as { messages: { id: number; noticeStatus: string | null }[] }
  ).messages;
  return list.find((message) => message.id === id)?.noticeStatus;
};

describe('email notices through the outbox', () => {
  it('sends exactly one notice to each configured address, with Reply-To the visitor and both parts', async () => {
    const cookie = await setNotificationEmails(['office@nileatelier.test', 'sales@nileatelier.test']);
    const { id } = await send(visitor);
    expect(await noticeStatusOf(cookie, id)).toBe('Waiting');

    smtp.received.length = 0;
    expect(await worker().runOnce()).toBe(1);
    expect(await worker().runOnce()).toBe(0);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(must(mail).envelopeTo.sort()).toEqual(['office@nileatelier.test', 'sales@nileatelier.test']);
    expect(must(mail).parsed.from?.value).toEqual([{ name: 'Nile Atelier', address: 'office@nileatelier.test' }]);
    expect(must(mail).parsed.replyTo?.value).toEqual([{ name: 'Mona Adel', address: 'mona@example.com' }]);
    expect(must(mail).parsed.subject).toBe('New message: Villa renovation');
    for (const part of [must(mail).parsed.text, must(mail).parsed.html]) {
      expect(part).toContain('Mona Adel');
      expect(part).toContain('mona@example.com');
      expect(part).toContain('+20 100 123 4567');
      expect(part).toContain(visitor.message);
      expect(part).toContain(`https://nileatelier.test/admin/messages?view=${id}`);
    }
    expect(await noticeStatusOf(cookie, id)).toBe('Sent');
  });

  it('writes each recipient’s notice in the language of the account the address belongs to, English for any other address', async () => {
    const arabicAdmin = await createUserWithSession(api.deps, { email: 'amira@nileatelier.test' });
    const chosen = await api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage: 'ar' }, arabicAdmin.cookie));
    expect(chosen.status).toBe(200);
    const englishAdmin = await createUserWithSession(api.deps, { email: 'karim@nileatelier.test' });
    const cookie = await setNotificationEmails(['office@nileatelier.test', 'Amira@nileatelier.test', englishAdmin.user.email]);
    smtp.received.length = 0;
    const { id } = await send(visitor);
    expect(await worker().runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(2);
    const english = must(smtp.received.find((mail) => mail.envelopeTo.includes('office@nileatelier.test')));
    const arabic = must(smtp.received.find((mail) => mail.envelopeTo.includes('amira@nileatelier.test')));
    expect(english.envelopeTo.sort()).toEqual(['karim@nileatelier.test', 'office@nileatelier.test']);
    expect(english.parsed.subject).toBe('New message: Villa renovation');
    expect(arabic.envelopeTo).toEqual(['amira@nileatelier.test']);
    expect(arabic.parsed.subject).toBe('رسالة جديدة: Villa renovation');
    expect(arabic.parsed.html).toContain('<html lang="ar" dir="rtl">');
    for (const part of [arabic.parsed.text, arabic.parsed.html]) {
      expect(part).toContain('وصلت رسالة جديدة عبر الموقع.');
      expect(part).toContain('الاسم');
      expect(part).toContain('Mona Adel');
      expect(part).toContain(visitor.message);
      expect(part).toContain(`https://nileatelier.test/admin/messages?view=${id}`);
    }
    expect(arabic.parsed.replyTo?.value).toEqual([{ name: 'Mona Adel', address: 'mona@example.com' }]);
    expect(await noticeStatusOf(cookie, id)).toBe('Sent');
    expect(await noticeStatusOf(arabicAdmin.cookie, id)).toBe(ar.inbox.noticeSent);
  });

  it('retries a notice only for the recipients who did not get it', async () => {
    const arabicAdmin = await createUserWithSession(api.deps, { email: 'hoda@nileatelier.test' });
    await api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage: 'ar' }, arabicAdmin.cookie));
    const cookie = await setNotificationEmails(['office@nileatelier.test', 'hoda@nileatelier.test']);
    smtp.received.length = 0;
    smtp.busyMailboxes.add('hoda@nileatelier.test');
    const { id } = await send({ ...visitor, subject: 'Hoda’s mailbox is busy' });
    try {
      expect(await worker().runOnce()).toBe(0);
    } finally {
      smtp.busyMailboxes.clear();
    }
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['office@nileatelier.test']]);
    expect(await noticeStatusOf(cookie, id)).toBe('Waiting');

    expect(await worker().runOnce({ all: true })).toBe(1);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['office@nileatelier.test'], ['hoda@nileatelier.test']]);
    expect(must(smtp.received[1]).parsed.subject).toBe('رسالة جديدة: Hoda’s mailbox is busy');
    expect(await noticeStatusOf(cookie, id)).toBe('Sent');
  });

  it('neutralises header and markup injection in the name and subject', async () => {
    await setNotificationEmails(['office@nileatelier.test']);
    smtp.received.length = 0;
    await send({
      ...visitor,
      name: 'Evil\r\nBcc: victim@example.com',
      subject: 'Hello\r\nBcc: victim@example.com\r\nX-Injected: yes',
      message: '<script>alert(1)</script> <a href="https://spam.example">click</a>',
    });
    await worker().runOnce();
    const [mail] = smtp.received;
    expect(must(mail).envelopeTo).toEqual(['office@nileatelier.test']);
    expect(must(mail).parsed.headers.has('bcc')).toBe(false);
    expect(must(mail).parsed.headers.has('x-injected')).toBe(false);
    expect(must(mail).raw).not.toMatch(/^Bcc:/im);
    expect(must(mail).parsed.subject).toBe('New message: Hello Bcc: victim@example.com X-Injected: yes');
    expect(must(mail).parsed.html).not.toContain('<script>');
    expect(must(mail).parsed.html).not.toContain('<a href="https://spam.example">');
    expect(must(mail).parsed.html).toContain('&lt;script&gt;');
  });

  it('keeps the message when the mail server is down and delivers the notice after it is back and the app restarts', async () => {
    const cookie = await setNotificationEmails(['office@nileatelier.test']);
    const { id } = await send({ ...visitor, subject: 'Sent while the mail server was down' });
    const [queued] = await api.handle.db.select().from(outbox).where(eq(outbox.messageId, id));

    expect(await worker(`smtp://127.0.0.1:${downPort}`).runOnce()).toBe(0);
    const [afterFailure] = await api.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, must(queued).id));
    expect(afterFailure).toMatchObject({ state: 'waiting', attempts: 1 });
    expect(must(afterFailure).lastError).toBeTruthy();
    expect(await noticeStatusOf(cookie, id)).toBe('Waiting');

    const back = await startSmtpServer({ port: downPort });
    try {
      const restarted = worker(back.url);
      restarted.start();
      await expect.poll(() => back.received.length).toBe(1);
      await restarted.stop();
      expect(must(back.received[0]).parsed.subject).toBe('New message: Sent while the mail server was down');
      expect(await noticeStatusOf(cookie, id)).toBe('Sent');
    } finally {
      await back.close();
    }
  });

  it('gives up at once on a permanent refusal and shows the reason', async () => {
    const cookie = await setNotificationEmails(['office@nileatelier.test']);
    const refusing = await startSmtpServer({ rejectWith: { code: 550, message: 'Mailbox unavailable' } });
    try {
      const { id } = await send({ ...visitor, subject: 'Refused' });
      await worker(refusing.url).runOnce();
      expect(await noticeStatusOf(cookie, id)).toMatch(/^Failed: .*Mailbox unavailable/);
    } finally {
      await refusing.close();
    }
  });

  it('acknowledges the visitor in the language of the page when switched on, in fixed words only', async () => {
    await setNotificationEmails(['office@nileatelier.test'], true);
    smtp.received.length = 0;
    await send({ ...visitor, email: 'layla@example.com', lang: 'ar', stamp: await fairStamp() });
    await send({ ...visitor, email: 'sam@example.com', stamp: await fairStamp() }, { 'Accept-Language': 'fr;q=0.9, en;q=0.8' });
    await worker().runOnce();
    const toVisitor = (address: string) => must(smtp.received.find((mail) => mail.envelopeTo.includes(address))).parsed;
    expect(toVisitor('layla@example.com').subject).toBe('تلقّينا رسالتك — نايل أتيليه');
    expect(toVisitor('layla@example.com').html).toContain('dir="rtl"');
    const arabicText = toVisitor('layla@example.com').text?.trim() ?? '';
    expect(arabicText.startsWith('مرحبًا،\n')).toBe(true);
    expect(arabicText.endsWith('\nفريق نايل أتيليه')).toBe(true);
    expect(toVisitor('sam@example.com').subject).toContain('We received your message');
    // Nothing the visitor wrote goes back: the form's fields are anyone's to fill in.
    for (const part of [toVisitor('sam@example.com').text, toVisitor('sam@example.com').html, toVisitor('layla@example.com').html]) {
      expect(part).not.toContain(visitor.name);
      expect(part).not.toContain(visitor.message);
      expect(part).not.toContain(visitor.subject);
    }
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('office@nileatelier.test'))).toHaveLength(2);
  });

  it('acknowledges only a message with a fair stamp used once, once a day per address, and never more than the day’s cap', async () => {
    await setNotificationEmails(['office@nileatelier.test'], true);
    const acknowledgementsTo = async (address: string) =>
      (await api.handle.db.select().from(outbox).where(eq(outbox.kind, 'acknowledgement'))).filter((email) => email.recipients === address).length;

    // A script posting to the API sends no stamp (or a made-up one): the office is told, the address is not written to.
    await send({ ...visitor, email: 'victim@example.com' });
    await send({ ...visitor, email: 'victim@example.com', stamp: `${Date.now() - 5000}.forged` });
    expect(await acknowledgementsTo('victim@example.com')).toBe(0);

    // One stamp, one acknowledgement; the same address is acknowledged once a day whatever the stamp.
    const stamp = await fairStamp();
    await send({ ...visitor, email: 'repeat@example.com', stamp });
    await send({ ...visitor, email: 'other@example.com', stamp });
    await send({ ...visitor, email: 'Repeat@Example.com', stamp: await fairStamp() });
    expect(await acknowledgementsTo('repeat@example.com')).toBe(1);
    expect(await acknowledgementsTo('other@example.com')).toBe(0);

    // The day's cap counts every acknowledgement of the last 24 hours.
    const day = await api.handle.db.select().from(outbox).where(eq(outbox.kind, 'acknowledgement'));
    const filler = Array.from({ length: ACKNOWLEDGEMENTS_PER_DAY - day.length }, (_, index) => ({
      kind: 'acknowledgement' as const,
      messageId: must(day[0]).messageId,
      recipients: `filler${index}@example.com`,
      state: 'sent' as const,
    }));
    await api.handle.db.insert(outbox).values(filler);
    await send({ ...visitor, email: 'late@example.com', stamp: await fairStamp() });
    expect(await acknowledgementsTo('late@example.com')).toBe(0);
    await api.handle.db.delete(outbox).where(like(outbox.recipients, 'filler%'));
    await worker().runOnce();
  });

  it('sends no notice for spam until it is marked "Not spam"', async () => {
    const cookie = await setNotificationEmails(['office@nileatelier.test']);
    smtp.received.length = 0;
    const { id } = await send({ ...visitor, website: 'https://spam.example' });
    expect(await worker().runOnce()).toBe(0);
    expect(await noticeStatusOf(cookie, id)).toBeNull();

    const res = await api.app.request(`/api/admin/contact-messages/${id}`, jsonInit('PATCH', { status: 'New' }, cookie));
    expect(res.status).toBe(200);
    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends a test email and reports the server error when it fails', async () => {
    const cookie = await setNotificationEmails(['office@nileatelier.test']);
    smtp.received.length = 0;
    const ok = await api.app.request('/api/admin/notifications/test', jsonInit('POST', {}, cookie));
    expect(ok.status).toBe(200);
    expect((await ok.json()).message).toBe(en.inbox.testSent(['office@nileatelier.test']));
    expect(must(smtp.received[0]).parsed.subject).toContain('Test email');

    const arabicAdmin = await createUserWithSession(api.deps, { email: 'nour@nileatelier.test' });
    await api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage: 'ar' }, arabicAdmin.cookie));
    await setNotificationEmails(['office@nileatelier.test', 'nour@nileatelier.test']);
    smtp.received.length = 0;
    const both = await api.app.request('/api/admin/notifications/test', jsonInit('POST', {}, arabicAdmin.cookie));
    expect((await both.json()).message).toBe(ar.inbox.testSent(['office@nileatelier.test', 'nour@nileatelier.test']));
    expect(smtp.received.map((mail) => [mail.envelopeTo, mail.parsed.subject])).toEqual([
      [['office@nileatelier.test'], 'Test email from the Nile Atelier admin'],
      [['nour@nileatelier.test'], 'رسالة تجريبية من لوحة إدارة نايل أتيليه'],
    ]);

    const refusing = await startSmtpServer({ rejectWith: { code: 554, message: 'Relay access denied' } });
    const mail = api.deps.config.mail;
    const configured = mail.smtpUrl;
    mail.smtpUrl = refusing.url;
    try {
      const failed = await api.app.request('/api/admin/notifications/test', jsonInit('POST', {}, cookie));
      expect(failed.status).toBe(502);
      expect((await failed.json()).message).toMatch(/^The mail server refused the test email: .*Relay access denied/);
    } finally {
      mail.smtpUrl = configured;
      await refusing.close();
    }
  });
});
