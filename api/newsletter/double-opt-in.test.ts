import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterToken, outbox, subscribeEmail } from '../../db/schema.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { createMailer } from '../mail/mailer.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { sweepPendingSubscriptions } from './subscription.ts';

const smtp = await startSmtpServer();
const api = useTestApi({ SMTP_URL: smtp.url, SITE_URL: 'https://nileatelier.test' });
afterAll(() => smtp.close());

const worker = () =>
  createOutboxWorker({ db: api.handle.db, mailer: createMailer({ smtpUrl: smtp.url, from: api.deps.config.mail.from }), siteUrl: api.deps.config.siteUrl, log: () => undefined });

const subscribe = (email: string, lang?: 'en' | 'ar') => api.app.request('/api/subscribe', jsonInit('POST', { email, ...(lang ? { lang } : {}) }));
const rowOf = async (email: string) => (await api.handle.db.select().from(subscribeEmail).where(eq(subscribeEmail.email, email)))[0];
/** The confirmation link of the last email to `email`, as a path of the site. */
const linkTo = (email: string) => {
  const mail = must(smtp.received.findLast((received) => received.envelopeTo.includes(email)));
  const url = new URL(must(/https:\/\/nileatelier\.test\/newsletter\/confirm\?token=[\w-]+/.exec(mail.parsed.text ?? ''))[0]);
  return { mail, path: `${url.pathname}${url.search}` };
};
const open = (path: string, headers: Record<string, string> = {}) => api.composition.lanes.site.fetch(new Request(`http://localhost${path}`, { headers }), {} as never);

beforeEach(() => {
  smtp.received.length = 0;
});

describe('double opt-in', () => {
  it('keeps a new subscriber pending and sends a confirmation in the language of the page', async () => {
    const res = await subscribe('layla@example.com', 'ar');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ email: 'layla@example.com', confirm: true });
    expect(await rowOf('layla@example.com')).toMatchObject({ status: 'pending', lang: 'ar', confirmedAt: null });

    expect(await worker().runOnce()).toBe(1);
    const { mail, path } = linkTo('layla@example.com');
    expect(mail.parsed.subject).toBe(ar.emails.newsletterConfirmation.subject);
    expect(mail.parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.parsed.text).toContain('مبنى 7');
    // Only the hash of the link's token is stored.
    const tokens = await api.handle.db.select().from(newsletterToken);
    expect(tokens.map((token) => token.tokenHash)).not.toContain(new URL(path, 'http://x').searchParams.get('token'));

    const page = await open(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(ar.newsletterPages.confirmedTitle);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await rowOf('layla@example.com')).toMatchObject({ status: 'confirmed', lang: 'ar' });

    // A link works once.
    const again = await open(path);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(en.newsletterPages.confirmInvalidTitle);
  });

  it('answers alike for a new, a pending and a confirmed address, and sends a confirmed one nothing', async () => {
    const first = await subscribe('same@example.com');
    const pending = await subscribe('same@example.com');
    await worker().runOnce();
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('same@example.com'))).toHaveLength(1);
    await open(linkTo('same@example.com').path);
    smtp.received.length = 0;
    const confirmed = await subscribe('SAME@example.com');
    for (const res of [first, pending, confirmed]) {
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ email: 'same@example.com', confirm: true });
    }
    await worker().runOnce();
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a pending address a new confirmation, three a day at most', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe('again@example.com')).status).toBe(201);
      await worker().runOnce();
    }
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('again@example.com'))).toHaveLength(3);
  });

  it('re-subscribes an unsubscribed address only once its link is followed', async () => {
    await api.handle.db.insert(subscribeEmail).values({ email: 'left@example.com', status: 'unsubscribed', unsubscribedAt: new Date().toISOString() });
    await subscribe('left@example.com', 'ar');
    expect(await rowOf('left@example.com')).toMatchObject({ status: 'unsubscribed', lang: 'ar' });
    await worker().runOnce();
    await open(linkTo('left@example.com').path);
    expect(await rowOf('left@example.com')).toMatchObject({ status: 'confirmed', unsubscribedAt: null });
  });

  it('deletes a subscription never confirmed 7 days after its last confirmation email, with its links', async () => {
    await subscribe('late@example.com');
    await worker().runOnce();
    const row = must(await rowOf('late@example.com'));
    const sent = new Date(must(row.confirmationSentAt));
    expect(await sweepPendingSubscriptions(api.handle.db, new Date(sent.getTime() + 6 * 86_400_000))).toBe(0);
    expect(await sweepPendingSubscriptions(api.handle.db, new Date(sent.getTime() + 7 * 86_400_000 + 1000))).toBeGreaterThanOrEqual(1);
    expect(await rowOf('late@example.com')).toBeUndefined();
    expect(await api.handle.db.select().from(newsletterToken).where(eq(newsletterToken.subscriberId, row.id))).toEqual([]);
  });

  it('confirms at once when the office turns double opt-in off, and answers 409 for a confirmed address as the spec says', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const put = await api.app.request('/api/admin/newsletter-settings', jsonInit('PUT', { doubleOptIn: false }, cookie));
    expect(await put.json()).toEqual({ doubleOptIn: false, smtpConfigured: true, doubleOptInInEffect: false });
    const res = await subscribe('quick@example.com', 'ar');
    expect(await res.json()).toEqual({ email: 'quick@example.com', confirm: false });
    expect(await rowOf('quick@example.com')).toMatchObject({ status: 'confirmed', lang: 'ar' });
    expect((await subscribe('quick@example.com')).status).toBe(409);
    expect(await api.handle.db.select().from(outbox).where(eq(outbox.recipients, 'quick@example.com'))).toEqual([]);
    const bad = await api.app.request('/api/admin/newsletter-settings', jsonInit('PUT', { doubleOptIn: 'yes' }, cookie));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(en.subscribe.doubleOptInNotBoolean);
    await api.app.request('/api/admin/newsletter-settings', jsonInit('PUT', { doubleOptIn: true }, cookie));
  });

  it('lists each subscriber with its language and status, and deleting one takes its links with it', async () => {
    await subscribe('listed@example.com', 'ar');
    await worker().runOnce();
    const { cookie } = await createUserWithSession(api.deps);
    const list = (await (await api.app.request('/api/admin/subscribers', { headers: { Cookie: cookie } })).json()) as Record<string, unknown>[];
    const listed = must(list.find((row) => row.email === 'listed@example.com'));
    expect(Object.keys(listed).sort()).toEqual(['confirmedAt', 'createdAt', 'email', 'id', 'lang', 'status', 'unsubscribedAt']);
    expect(listed).toMatchObject({ lang: 'ar', status: 'pending' });
    const id = listed.id as number;
    expect(await api.handle.db.select().from(newsletterToken).where(eq(newsletterToken.subscriberId, id))).toHaveLength(1);
    const res = await api.app.request(`/api/admin/subscribers/${id}`, { method: 'DELETE', headers: { Cookie: cookie, Origin: 'http://localhost' } });
    expect(res.status).toBe(200);
    expect(await api.handle.db.select().from(newsletterToken).where(eq(newsletterToken.subscriberId, id))).toEqual([]);
  });

  it('erasing an address takes its links and waiting emails with the subscription', async () => {
    await subscribe('erase.me@example.com');
    await worker().runOnce();
    await subscribe('erase.me@example.com');
    const id = must(await rowOf('erase.me@example.com')).id;
    const { cookie } = await createUserWithSession(api.deps);
    const res = await api.app.request('/api/admin/privacy/erase', jsonInit('POST', { email: 'erase.me@example.com' }, cookie));
    expect(res.status).toBe(200);
    expect(await api.handle.db.select().from(newsletterToken).where(eq(newsletterToken.subscriberId, id))).toEqual([]);
    expect(await api.handle.db.select().from(outbox).where(eq(outbox.subscriberId, id))).toEqual([]);
  });
});
