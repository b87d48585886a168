import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activity, outbox, passwordReset, session as sessionTable, user as userTable } from '../../db/schema.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { createUserWithSession, jsonInit, OWNER_EMAIL, useTestApi } from '../test/test-app.ts';
import { verifyPassword } from './passwords.ts';
import { createSession } from '../sessions/sessions.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const HOUR = 60 * 60_000;
let now = new Date();
const api = useTestApi({ SMTP_URL: smtp.url, SITE_URL: 'https://nileatelier.test', RATE_LIMIT_SCALE: '0' }, { clock: () => now });

const ask = (email: string) => api.app.request('/api/admin/password-reset', jsonInit('POST', { email }));
const confirm = (body: Record<string, unknown>) => api.app.request('/api/admin/password-reset/confirm', jsonInit('POST', body));
const sendOutbox = () =>
  createOutboxWorker({
    db: api.handle.db,
    mailer: createMailer({ smtpUrl: smtp.url, from: api.deps.config.mail.from }),
    siteUrl: api.deps.config.siteUrl,
    now: () => now,
    log: () => {},
  }).runOnce({
    all: true,
  });

/** The reset link of the newest email to `address`, as the person would click it. */
const linkMailedTo = (address: string) => {
  const mail = must(smtp.received.filter((received) => received.envelopeTo.includes(address)).at(-1));
  const link = must(/https:\/\/nileatelier\.test\/admin\/reset-password\?token=[\w-]+/.exec(mail.parsed.text ?? ''))[0];
  return { mail, link, token: must(new URL(link).searchParams.get('token')) };
};

const signIn = (email: string, password: string) => api.app.request('/api/admin/login', jsonInit('POST', { email, password }));

describe('forgot password', () => {
  it('answers the same 200 whether or not the account exists, and queues an email only for an account', async () => {
    await createUserWithSession(api.deps, { email: 'exists@example.com' });
    const known = await ask('Exists@Example.com');
    const unknown = await ask('nobody-here@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    const queued = await api.handle.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'));
    expect(queued.map((row) => row.recipients)).toEqual(['exists@example.com']);
  });

  it('mails a link that sets a new password once, ends every session and logs it; only a hash of the token is stored', async () => {
    const { user, cookie } = await createUserWithSession(api.deps, { email: 'karim@example.com', name: 'Karim Adel', password: 'old-password' });
    const otherDevice = await createSession(api.deps.db, user.id);
    expect((await ask('karim@example.com')).status).toBe(200);
    await sendOutbox();
    const { mail, link, token } = linkMailedTo('karim@example.com');
    expect(mail.parsed.subject).toBe('Choose a new password — Nile Atelier admin');
    expect(mail.parsed.text).toContain('Hello Karim Adel,');
    expect(mail.parsed.html).toContain(`href="${link}"`);

    const stored = await api.handle.db.select().from(passwordReset).where(eq(passwordReset.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const sent = await api.handle.db.select().from(outbox).where(eq(outbox.userId, user.id));
    expect(JSON.stringify(sent)).not.toContain(token);

    const done = await confirm({ token, password: 'a-new-password-2026', confirmPassword: 'a-new-password-2026' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: en.passwordReset.done });
    for (const ended of [cookie, `session=${otherDevice.token}`]) expect((await api.app.request('/api/admin/user', { headers: { Cookie: ended } })).status).toBe(401);
    expect((await signIn('karim@example.com', 'old-password')).status).toBe(401);
    expect((await signIn('karim@example.com', 'a-new-password-2026')).status).toBe(200);

    const again = await confirm({ token, password: 'yet-another-password', confirmPassword: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(en.passwordReset.tokenInvalid);
    const logged = await api.handle.db.select().from(activity).where(eq(activity.action, 'account.password-reset'));
    expect(logged.map((entry) => entry.target)).toContain('Karim Adel');
  });

  it('works once even when the same link is used twice at the same moment', async () => {
    const { user } = await createUserWithSession(api.deps, { email: 'twice@example.com' });
    await ask('twice@example.com');
    await sendOutbox();
    const { token } = linkMailedTo('twice@example.com');
    const answers = await Promise.all(['first-new-password', 'second-new-password'].map((password) => confirm({ token, password, confirmPassword: password })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const [stored] = await api.handle.db.select().from(userTable).where(eq(userTable.id, user.id));
    const accepted = (await verifyPassword(must(stored).password, 'first-new-password')) ? 1 : 0;
    expect(accepted + ((await verifyPassword(must(stored).password, 'second-new-password')) ? 1 : 0)).toBe(1);
  });

  it('stops working after one hour', async () => {
    await createUserWithSession(api.deps, { email: 'late@example.com', password: 'kept-password' });
    await ask('late@example.com');
    await sendOutbox();
    const { token } = linkMailedTo('late@example.com');
    now = new Date(now.getTime() + HOUR + 1000);
    try {
      const res = await confirm({ token, password: 'too-late-password', confirmPassword: 'too-late-password' });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(en.passwordReset.tokenInvalid);
    } finally {
      now = new Date();
    }
    expect((await signIn('late@example.com', 'kept-password')).status).toBe(200);
  });

  it('still works just before the hour is over', async () => {
    await createUserWithSession(api.deps, { email: 'in-time@example.com' });
    await ask('in-time@example.com');
    await sendOutbox();
    const { token } = linkMailedTo('in-time@example.com');
    now = new Date(now.getTime() + HOUR - 60_000);
    try {
      expect((await confirm({ token, password: 'just-in-time-pw', confirmPassword: 'just-in-time-pw' })).status).toBe(200);
    } finally {
      now = new Date();
    }
  });

  it("writes the email in the account's admin language", async () => {
    const { user } = await createUserWithSession(api.deps, { email: 'salma@example.com', name: 'سلمى' });
    await api.handle.db.update(userTable).set({ adminLanguage: 'ar' }).where(eq(userTable.id, user.id));
    await ask('salma@example.com');
    await sendOutbox();
    const { mail } = linkMailedTo('salma@example.com');
    expect(mail.parsed.subject).toBe('اختر كلمة مرور جديدة — إدارة نايل أتيليه');
    expect(mail.parsed.text).toContain('مرحبًا سلمى،');
    expect(mail.parsed.html).toContain('dir="rtl"');
  });

  it('writes it in the language of the screen it was asked from while the account chose none, and in the chosen one after', async () => {
    const { user } = await createUserWithSession(api.deps, { email: 'hoda@example.com', name: 'هدى' });
    const init = jsonInit('POST', { email: 'hoda@example.com' });
    const askInArabic = () => api.app.request('/api/admin/password-reset', { ...init, headers: { ...init.headers, 'Accept-Language': 'ar' } });
    expect((await askInArabic()).status).toBe(200);
    await sendOutbox();
    expect(linkMailedTo('hoda@example.com').mail.parsed.subject).toBe('اختر كلمة مرور جديدة — إدارة نايل أتيليه');
    await api.handle.db.update(userTable).set({ adminLanguage: 'en' }).where(eq(userTable.id, user.id));
    await askInArabic();
    await sendOutbox();
    expect(linkMailedTo('hoda@example.com').mail.parsed.subject).toBe('Choose a new password — Nile Atelier admin');
  });

  it("refuses the spec's short password, a common one, a mismatch and a made-up token, changing nothing", async () => {
    await createUserWithSession(api.deps, { email: 'rules@example.com', password: 'rules-password' });
    await ask('rules@example.com');
    await sendOutbox();
    const { token } = linkMailedTo('rules@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ token, password: '12345', confirmPassword: '12345' }, en.auth.passwordTooShort],
      [{ token, password: 'password1', confirmPassword: 'password1' }, en.auth.passwordTooCommon],
      [{ token, password: 'a-fine-password', confirmPassword: 'another-one' }, en.auth.passwordsDoNotMatch],
      [{ password: 'a-fine-password', confirmPassword: 'a-fine-password' }, en.passwordReset.tokenMissing],
      [{ token: 'made-up', password: 'a-fine-password', confirmPassword: 'a-fine-password' }, en.passwordReset.tokenInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await confirm(body);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    // The link still works: a refused attempt does not use it up.
    expect((await confirm({ token, password: 'a-fine-password', confirmPassword: 'a-fine-password' })).status).toBe(200);
  });
});

describe('"Reset password" on the Users screen', () => {
  it("gives an admin a one-time link for another account, never for the owner's or their own", async () => {
    const owner = await createUserWithSession(api.deps, { email: OWNER_EMAIL, name: 'Studio Owner' });
    const admin = await createUserWithSession(api.deps, { name: 'Office Admin' });
    const member = await createUserWithSession(api.deps, { email: 'member@example.com', role: 'editor' });
    const makeLink = (id: number, cookie: string) => api.app.request(`/api/admin/users/${id}/password-reset`, jsonInit('POST', undefined, cookie));

    const made = await makeLink(member.user.id, admin.cookie);
    expect(made.status).toBe(201);
    const { url, expiresAt } = (await made.json()) as { url: string; expiresAt: string };
    expect(url).toMatch(/^https:\/\/nileatelier\.test\/admin\/reset-password\?token=[\w-]{43}$/);
    expect(Date.parse(expiresAt) - now.getTime()).toBeLessThanOrEqual(HOUR);
    expect((await makeLink(owner.user.id, admin.cookie)).status).toBe(403);
    expect((await makeLink(admin.user.id, admin.cookie)).status).toBe(403);
    // An editor manages no accounts.
    expect((await makeLink(admin.user.id, member.cookie)).status).toBe(403);

    const token = must(new URL(url).searchParams.get('token'));
    expect((await confirm({ token, password: 'handed-over-pw', confirmPassword: 'handed-over-pw' })).status).toBe(200);
    expect((await signIn('member@example.com', 'handed-over-pw')).status).toBe(200);
  });
});

describe('forgot password without SMTP_URL', () => {
  const noMail = useTestApi({ RATE_LIMIT_SCALE: '0' });

  it('says so, sends the office administrator to reset it, and queues nothing', async () => {
    await createUserWithSession(noMail.deps, { email: 'offline@example.com' });
    expect(await (await noMail.app.request('/api/admin/password-reset')).json()).toEqual({ byEmail: false });
    const res = await noMail.app.request('/api/admin/password-reset', jsonInit('POST', { email: 'offline@example.com' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en.passwordReset.noEmail });
    expect(await noMail.handle.db.select().from(outbox)).toEqual([]);
    expect(await (await api.app.request('/api/admin/password-reset')).json()).toEqual({ byEmail: true });
  });
});

describe('forgot password limits', () => {
  // 0.25: five requests per client an hour, one per email.
  const limited = useTestApi({ RATE_LIMIT_SCALE: '0.25', SMTP_URL: smtp.url });

  it('are counted per email whether or not it has an account, and per client', async () => {
    const askLimited = (email: string) => limited.app.request('/api/admin/password-reset', jsonInit('POST', { email }));
    expect((await askLimited('someone@example.com')).status).toBe(200);
    expect((await askLimited('someone@example.com')).status).toBe(429);
    expect((await askLimited('ghost@example.com')).status).toBe(200);
    expect((await askLimited('ghost@example.com')).status).toBe(429);
    // Every request counts for the client, the refused ones too: the fifth is its last.
    expect((await askLimited('c@example.com')).status).toBe(200);
    expect((await askLimited('d@example.com')).status).toBe(429);
  });
});

describe('the sessions a reset ends', () => {
  it('leave no session row behind', async () => {
    const { user } = await createUserWithSession(api.deps, { email: 'rows@example.com' });
    await createSession(api.deps.db, user.id);
    await ask('rows@example.com');
    await sendOutbox();
    const { token } = linkMailedTo('rows@example.com');
    await confirm({ token, password: 'fresh-password-1', confirmPassword: 'fresh-password-1' });
    expect(await api.handle.db.select().from(sessionTable).where(eq(sessionTable.userId, user.id))).toEqual([]);
  });
});
