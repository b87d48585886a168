import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activity, outbox, session as sessionTable, user as userTable } from '../../db/schema.ts';
import { createOutboxWorker } from '../outbox/outbox-worker.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpServer } from '../test/smtp-test-server.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const api = useTestApi();

const sessionCookieFrom = (res: Response) => {
  const header = res.headers.get('set-cookie') ?? '';
  const token = /(?:^|,\s*)session=([^;]*)/.exec(header)?.[1];
  return { header, token, cookie: token ? `session=${token}` : '' };
};

const register = (body: Record<string, unknown>) => api.app.request('/api/admin/register', jsonInit('POST', body));
const login = (email: string, password: string) => api.app.request('/api/admin/login', jsonInit('POST', { email, password }));

describe('admin sessions', () => {
  it('registers a pending admin that then signs in, and never returns the password', async () => {
    const res = await register({ email: 'New.Admin@Example.com', name: 'Nadia Samir', password: 'secret-pass', role: 'admin' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: en.auth.awaitingApproval });
    expect(res.headers.get('set-cookie')).toBeNull();

    const signedIn = await login('new.admin@example.com', 'secret-pass');
    expect(signedIn.status).toBe(200);
    const body = await signedIn.json();
    expect(body).toMatchObject({ email: 'new.admin@example.com', name: 'Nadia Samir', role: 'admin', approved: false, isOwner: false });
    expect(body).not.toHaveProperty('password');
    const { header, cookie } = sessionCookieFrom(signedIn);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/i);

    const me = await api.app.request('/api/admin/user', { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'new.admin@example.com', approved: false });

    const [stored] = await api.handle.db.select().from(userTable).where(eq(userTable.email, 'new.admin@example.com'));
    expect(must(stored).password).toMatch(/^\$argon2id\$/);
  });

  it('stores only a hash of the session secret', async () => {
    await register({ email: 'hash-check@example.com', name: 'Hash Check', password: 'secret-pass', role: 'admin' });
    const { token } = sessionCookieFrom(await login('hash-check@example.com', 'secret-pass'));
    const [id, secret] = must(token).split('.');
    expect(must(secret).length).toBeGreaterThanOrEqual(26);
    const [row] = await api.handle.db
      .select()
      .from(sessionTable)
      .where(eq(sessionTable.id, must(id)));
    expect(Buffer.from(must(row).secretHash).toString('utf8')).not.toContain(secret);
    expect(must(row).secretHash.length).toBe(32);
  });

  it('gives a pending account 403 on admin data, but its own user and logout', async () => {
    const pending = await createUserWithSession(api.deps, { approved: false });
    for (const path of ['/api/admin/contact-messages', '/api/admin/subscribers', '/api/admin/users', '/api/admin/publishing']) {
      const res = await api.app.request(path, { headers: { Cookie: pending.cookie } });
      expect(res.status, path).toBe(403);
      expect((await res.json()).message).toBe('Your account is awaiting approval. An administrator must approve it before you can use the admin area.');
    }
    expect((await api.app.request('/api/admin/user', { headers: { Cookie: pending.cookie } })).status).toBe(200);
  });

  it.each([
    [{ email: 'bad', name: 'Okay Name', password: 'secret-pass' }, en.auth.invalidEmail],
    [{ email: 'ok@example.com', name: 'A', password: 'secret-pass' }, en.auth.nameTooShort],
    [{ email: 'ok@example.com', name: 'Okay Name', password: '12345' }, en.auth.passwordTooShort],
    [{ email: 'ok@example.com', name: 'Okay Name', password: 'secret-pass', role: 'superuser' }, 'Role must be admin'],
  ])('refuses registration %j with its message', async (body, message) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('signs in with the right password, case-insensitive email, and starts a fresh session each time', async () => {
    const { user, password } = await createUserWithSession(api.deps, { email: 'signin@example.com' });
    const first = await login('SignIn@example.com', password);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: user.id, name: user.name });
    const second = await login('signin@example.com', password);
    expect(sessionCookieFrom(second).token).not.toBe(sessionCookieFrom(first).token);
  });

  it('keeps the language chosen on the sign-in screen for an account that has chosen none, and never overrides a choice', async () => {
    const signIn = (email: string, password: string, adminLanguage: string) =>
      api.app.request('/api/admin/login', {
        ...jsonInit('POST', { email, password, adminLanguage }),
        headers: { ...(jsonInit('POST', {}).headers as Record<string, string>), 'Accept-Language': 'en' },
      });
    const stored = async (email: string) => must((await api.handle.db.select().from(userTable).where(eq(userTable.email, email)))[0]).adminLanguage;

    const fresh = await createUserWithSession(api.deps, { email: 'fresh-language@example.com' });
    const first = await signIn('fresh-language@example.com', fresh.password, 'ar');
    expect(await first.json()).toMatchObject({ id: fresh.user.id, adminLanguage: 'ar' });
    expect(await stored('fresh-language@example.com')).toBe('ar');

    const again = await signIn('fresh-language@example.com', fresh.password, 'en');
    expect(await again.json()).toMatchObject({ adminLanguage: 'ar' });
    expect(await stored('fresh-language@example.com')).toBe('ar');

    const bad = await signIn('fresh-language@example.com', fresh.password, 'fr');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(en.auth.languageInvalid);
  });

  it('registers an account in the language chosen on the register screen, or none', async () => {
    expect((await register({ email: 'arabic-register@example.com', name: 'Salma Fathy', password: 'secret-pass', role: 'admin', adminLanguage: 'ar' })).status).toBe(201);
    expect((await register({ email: 'plain-register@example.com', name: 'Omar Said', password: 'secret-pass', role: 'admin' })).status).toBe(201);
    const rows = await api.handle.db.select().from(userTable);
    expect(rows.find((row) => row.email === 'arabic-register@example.com')?.adminLanguage).toBe('ar');
    expect(rows.find((row) => row.email === 'plain-register@example.com')?.adminLanguage).toBeNull();
  });

  it('refuses a wrong password or an unknown email with the same 401 message', async () => {
    await createUserWithSession(api.deps, { email: 'wrong-pass@example.com' });
    for (const res of [await login('wrong-pass@example.com', 'not-the-password'), await login('nobody@example.com', 'whatever1')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: en.auth.invalidLogin });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('validates sign-in input with the spec messages', async () => {
    const res = await login('not-an-email', '123');
    expect(res.status).toBe(400);
    const { issues } = await res.json();
    expect(issues).toEqual([
      { path: 'email', message: en.auth.invalidEmail },
      { path: 'password', message: en.auth.passwordTooShort },
    ]);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const res = await api.app.request('/api/admin/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/i);
    // The old cookie, replayed, no longer opens anything.
    const after = await api.app.request('/api/admin/user', { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
  });

  it('answers 401 for a forged or malformed token', async () => {
    const { token } = await createUserWithSession(api.deps);
    const [id] = token.split('.');
    for (const forged of [`${id}.wrongsecretwrongsecretwrong`, 'garbage', `${id}`, `${token}.extra`]) {
      const res = await api.app.request('/api/admin/user', { headers: { Cookie: `session=${forged}` } });
      expect(res.status).toBe(401);
    }
  });

  it('limits failed sign-ins per account and client with 429 and Retry-After, even for the right password from that client', async () => {
    const { password } = await createUserWithSession(api.deps, { email: 'target@example.com' });
    for (let i = 0; i < 10; i++) expect((await login('target@example.com', 'wrong-guess')).status).toBe(401);
    const limited = await login('target@example.com', password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe(en.requests.tooManyRequests(Number(limited.headers.get('retry-after'))));
  });
});

describe('the production session cookie', () => {
  const production = useTestApi({ NODE_ENV: 'production', SITE_URL: 'https://nileatelier.test' });

  it('is __Host-session, Secure, HttpOnly, SameSite=Lax on the whole site, and no other cookie name opens a session', async () => {
    const { password } = await createUserWithSession(production.deps, { email: 'prod@example.com' });
    const init = jsonInit('POST', { email: 'prod@example.com', password });
    const res = await production.app.request('/api/admin/login', { ...init, headers: { ...(init.headers as Record<string, string>), Origin: 'https://nileatelier.test' } });
    expect(res.status).toBe(200);
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^__Host-session=[\w-]+\.[\w-]+; /);
    for (const attribute of [/; Path=\/(;|$)/, /; HttpOnly(;|$)/, /; Secure(;|$)/, /; SameSite=Lax(;|$)/]) expect(header).toMatch(attribute);
    expect(header).not.toMatch(/Domain=/i);
    const token = must(/__Host-session=([^;]+)/.exec(header))[1];
    expect((await production.app.request('/api/admin/user', { headers: { Cookie: `__Host-session=${token}` } })).status).toBe(200);
    expect((await production.app.request('/api/admin/user', { headers: { Cookie: `session=${token}` } })).status).toBe(401);
  });
});

describe('registering with the address of an account', () => {
  const mailing = useTestApi({ SMTP_URL: smtp.url, SITE_URL: 'https://nileatelier.test' });
  const registerThere = (body: Record<string, unknown>) => mailing.app.request('/api/admin/register', jsonInit('POST', body));

  it('answers as for a new address, signs nobody in, changes nothing, and tells the account by email', async () => {
    const { user } = await createUserWithSession(mailing.deps, { email: 'taken@example.com', name: 'Mona Hany', password: 'the-owners-password' });
    const fresh = await registerThere({ email: 'free@example.com', name: 'Someone New', password: 'secret-pass', role: 'admin' });
    const taken = await registerThere({ email: 'TAKEN@example.com', name: 'Someone Else', password: 'secret-pass', role: 'admin' });
    expect([fresh.status, taken.status]).toEqual([201, 201]);
    expect(await taken.json()).toEqual(await fresh.json());
    expect([fresh.headers.get('set-cookie'), taken.headers.get('set-cookie')]).toEqual([null, null]);

    const [account] = await mailing.handle.db.select().from(userTable).where(eq(userTable.email, 'taken@example.com'));
    expect(must(account)).toMatchObject({ id: user.id, name: 'Mona Hany', approved: true, password: user.password });
    const queued = await mailing.handle.db.select().from(outbox).where(eq(outbox.kind, 'account-exists'));
    expect(queued.map((row) => [row.userId, row.recipients])).toEqual([[user.id, 'taken@example.com']]);

    await createOutboxWorker({
      db: mailing.handle.db,
      mailer: createMailer({ smtpUrl: smtp.url, from: mailing.deps.config.mail.from }),
      siteUrl: mailing.deps.config.siteUrl,
      log: () => {},
    }).runOnce({ all: true });
    const mail = must(smtp.received.find((received) => received.envelopeTo.includes('taken@example.com')));
    expect(mail.parsed.text).toContain('Hello Mona Hany,');
    expect(mail.parsed.text).toContain('You already have one');
    expect(mail.parsed.text).toContain('https://nileatelier.test/admin/login');
  });
});

describe('failed sign-ins from one IPv6 network', () => {
  const proxied = useTestApi({ RATE_LIMIT_SCALE: '0', TRUST_PROXY: 'true' });

  it('are logged under the key the limits count them by: one record for the /64, not one per address', async () => {
    const failFrom = (client: string) => {
      const init = jsonInit('POST', { email: 'ipv6-guessed@example.com', password: 'a-wrong-guess' });
      return proxied.app.request('/api/admin/login', { ...init, headers: { ...(init.headers as Record<string, string>), 'X-Forwarded-For': client } });
    };
    for (const client of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::9']) expect((await failFrom(client)).status).toBe(401);
    const records = await proxied.handle.db.select().from(activity).where(eq(activity.target, 'ipv6-guessed@example.com'));
    expect(records.map((record) => [record.clientAddress, record.details])).toEqual([['2001:db8:5:6::/64', { count: 3 }]]);
  });
});
