import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { activity, backupCode, pendingSignIn, session as sessionTable } from '../../db/schema.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

let now = new Date();
const api = useTestApi({ RATE_LIMIT_SCALE: '0' }, { clock: () => now });

/** The code an authenticator app shows for `secret` at `at` (the current 30-second step by default). */
const appCode = (secret: string, at = now) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at.getTime() });
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

const cookieFrom = (res: Response, name: string) => {
  const value = new RegExp(`(?:^|,\\s*)${name}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
  return value ? `${name}=${value}` : '';
};

const post = (path: string, body: unknown, cookie?: string) => api.app.request(path, jsonInit('POST', body, cookie));
const signIn = (email: string, password: string) => post('/api/admin/login', { email, password });

/** An account with two-step sign-in on: its key and its backup codes. */
const withTwoFactor = async (email: string, password = 'two-step-password') => {
  const account = await createUserWithSession(api.deps, { email, password, name: 'Two Step' });
  const setup = await post('/api/admin/account/two-factor/setup', undefined, account.cookie);
  expect(setup.status).toBe(200);
  const { secret, uri } = (await setup.json()) as { secret: string; uri: string };
  const enabled = await post('/api/admin/account/two-factor/enable', { code: appCode(secret) }, account.cookie);
  expect(enabled.status).toBe(200);
  const { backupCodes } = (await enabled.json()) as { backupCodes: string[] };
  return { ...account, secret, uri, backupCodes };
};

describe('setting up two-step sign-in', () => {
  it('answers a base32 key and its otpauth:// address, and turns on with a first code from the app', async () => {
    const me = await createUserWithSession(api.deps, { email: 'setup@example.com' });
    const setup = await post('/api/admin/account/two-factor/setup', undefined, me.cookie);
    const { secret, uri } = (await setup.json()) as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe('/Nile Atelier:setup@example.com');
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({ secret, issuer: 'Nile Atelier', algorithm: 'SHA1', digits: '6', period: '30' });

    const wrong = await post('/api/admin/account/two-factor/enable', { code: appCode(secret, later(300)) }, me.cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(en.twoFactor.codeWrong);

    const enabled = await post('/api/admin/account/two-factor/enable', { code: appCode(secret) }, me.cookie);
    expect(enabled.status).toBe(200);
    const { backupCodes } = (await enabled.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await api.handle.db.select().from(backupCode).where(eq(backupCode.userId, me.user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toMatch(new RegExp(backupCodes.map((code) => code.replace('-', '-?')).join('|')));

    expect(await (await api.app.request('/api/admin/user', { headers: { Cookie: me.cookie } })).json()).toMatchObject({ twoFactorEnabled: true });
    expect((await post('/api/admin/account/two-factor/setup', undefined, me.cookie)).status).toBe(409);
  });

  it('refuses to turn on without a key waiting for its first code', async () => {
    const me = await createUserWithSession(api.deps);
    const res = await post('/api/admin/account/two-factor/enable', { code: '123456' }, me.cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(en.twoFactor.notSetUp);
  });
});

describe('signing in with two steps', () => {
  it('asks for the code after the right password, with no session before it', async () => {
    const { secret } = await withTwoFactor('steps@example.com');
    now = later(30);
    const first = await signIn('steps@example.com', 'two-step-password');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ twoFactorRequired: true });
    expect(cookieFrom(first, 'session')).toBe('');
    const pending = cookieFrom(first, 'two-factor');
    expect(pending).not.toBe('');
    // The pending cookie opens nothing.
    expect((await api.app.request('/api/admin/user', { headers: { Cookie: pending.replace('two-factor=', 'session=') } })).status).toBe(401);

    const wrong = await post('/api/admin/login/two-factor', { code: appCode(secret, later(600)) }, pending);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe(en.twoFactor.codeWrong);

    const right = await post('/api/admin/login/two-factor', { code: appCode(secret) }, pending);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ email: 'steps@example.com', twoFactorEnabled: true });
    const session = cookieFrom(right, 'session');
    expect((await api.app.request('/api/admin/user', { headers: { Cookie: session } })).status).toBe(200);
    // The waiting sign-in is used up.
    expect((await post('/api/admin/login/two-factor', { code: appCode(secret) }, pending)).status).toBe(401);
  });

  it('never accepts the same app code twice', async () => {
    const { secret } = await withTwoFactor('replay@example.com');
    now = later(30);
    const pendingOf = async () => cookieFrom(await signIn('replay@example.com', 'two-step-password'), 'two-factor');
    const code = appCode(secret);
    expect((await post('/api/admin/login/two-factor', { code }, await pendingOf())).status).toBe(200);
    expect((await post('/api/admin/login/two-factor', { code }, await pendingOf())).status).toBe(401);
    now = later(30);
    expect((await post('/api/admin/login/two-factor', { code: appCode(secret) }, await pendingOf())).status).toBe(200);
  });

  it('accepts each backup code once, typed with or without its dash', async () => {
    const { backupCodes } = await withTwoFactor('backup@example.com');
    const [firstCode, secondCode] = backupCodes as [string, string];
    const pendingOf = async () => cookieFrom(await signIn('backup@example.com', 'two-step-password'), 'two-factor');
    expect((await post('/api/admin/login/two-factor', { code: firstCode.toUpperCase() }, await pendingOf())).status).toBe(200);
    expect((await post('/api/admin/login/two-factor', { code: firstCode }, await pendingOf())).status).toBe(401);
    expect((await post('/api/admin/login/two-factor', { code: secondCode.replace('-', ' ') }, await pendingOf())).status).toBe(200);
    const logged = await api.handle.db.select().from(activity).where(eq(activity.action, 'session.signed-in'));
    expect(logged.filter((entry) => entry.target === 'backup@example.com').map((entry) => entry.details)).toContainEqual({ twoFactor: 'backup code' });
  });

  it('lets a backup code work once even when it is sent twice at the same moment', async () => {
    const { backupCodes } = await withTwoFactor('race@example.com');
    const pendings = [
      cookieFrom(await signIn('race@example.com', 'two-step-password'), 'two-factor'),
      cookieFrom(await signIn('race@example.com', 'two-step-password'), 'two-factor'),
    ];
    const answers = await Promise.all(pendings.map((pending) => post('/api/admin/login/two-factor', { code: backupCodes[0] }, pending)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('lets the waiting sign-in expire after five minutes', async () => {
    const { secret } = await withTwoFactor('slow@example.com');
    now = later(30);
    const pending = cookieFrom(await signIn('slow@example.com', 'two-step-password'), 'two-factor');
    now = later(5 * 60 + 1);
    const res = await post('/api/admin/login/two-factor', { code: appCode(secret) }, pending);
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(en.twoFactor.signInExpired);
    expect((await post('/api/admin/login/two-factor', { code: appCode(secret) })).status).toBe(401);
  });

  it('turns off with the password only, and then signs in with the password alone', async () => {
    const me = await withTwoFactor('off@example.com');
    const wrong = await post('/api/admin/account/two-factor/disable', { password: 'not-my-password' }, me.cookie);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(en.auth.currentPasswordWrong);
    expect((await post('/api/admin/account/two-factor/disable', {}, me.cookie)).status).toBe(400);
    const off = await post('/api/admin/account/two-factor/disable', { password: 'two-step-password' }, me.cookie);
    expect(off.status).toBe(200);
    expect(await api.handle.db.select().from(backupCode).where(eq(backupCode.userId, me.user.id))).toEqual([]);
    const plain = await signIn('off@example.com', 'two-step-password');
    expect(await plain.json()).toMatchObject({ email: 'off@example.com', twoFactorEnabled: false });
    expect(cookieFrom(plain, 'session')).not.toBe('');
  });
});

describe('two-step sign-in limits', () => {
  // 0.1: one wrong code per account and client, three per account from anywhere.
  const limited = useTestApi({ RATE_LIMIT_SCALE: '0.1' }, { clock: () => now });

  it('answer 429 to codes guessed past the limit, counted before each is checked, even in parallel', async () => {
    const account = await createUserWithSession(limited.deps, { email: 'guessed@example.com', password: 'guessed-password' });
    const setup = (await (await limited.app.request('/api/admin/account/two-factor/setup', jsonInit('POST', undefined, account.cookie))).json()) as { secret: string };
    expect((await limited.app.request('/api/admin/account/two-factor/enable', jsonInit('POST', { code: appCode(setup.secret) }, account.cookie))).status).toBe(200);
    now = later(30);
    const pending = cookieFrom(await limited.app.request('/api/admin/login', jsonInit('POST', { email: 'guessed@example.com', password: 'guessed-password' })), 'two-factor');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => limited.app.request('/api/admin/login/two-factor', jsonInit('POST', { code: String(100000 + index) }, pending))),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    // The right code from that client is refused too until the window ends.
    expect((await limited.app.request('/api/admin/login/two-factor', jsonInit('POST', { code: appCode(setup.secret) }, pending))).status).toBe(429);
    expect(await limited.handle.db.select().from(sessionTable).where(eq(sessionTable.userId, account.user.id))).toHaveLength(1);
  });
});

describe('the office requiring two-step sign-in', () => {
  it('is turned on by an admin who has it, and sends every account without it to set it up first', async () => {
    const boss = await withTwoFactor('boss@example.com');
    const editor = await createUserWithSession(api.deps, { email: 'editor@example.com', role: 'editor' });
    const plainAdmin = await createUserWithSession(api.deps, { email: 'plain@example.com' });
    const require = (value: boolean, cookie: string) => api.app.request('/api/admin/security', jsonInit('PUT', { requireTwoFactor: value }, cookie));

    const refused = await require(true, plainAdmin.cookie);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(en.twoFactor.turnOnYoursFirst);
    expect((await require(true, editor.cookie)).status).toBe(403);
    expect((await require(true, boss.cookie)).status).toBe(200);

    try {
      const me = await (await api.app.request('/api/admin/user', { headers: { Cookie: editor.cookie } })).json();
      expect(me).toMatchObject({ mustSetUpTwoFactor: true });
      const blocked = await api.app.request('/api/admin/projects', { headers: { Cookie: editor.cookie } });
      expect(blocked.status).toBe(403);
      expect((await blocked.json()).message).toBe(en.twoFactor.setupRequired);
      expect((await api.app.request('/api/admin/projects', { headers: { Cookie: boss.cookie } })).status).toBe(200);

      // Its own settings stay open, so it can set two-step sign-in up.
      const setup = (await (await post('/api/admin/account/two-factor/setup', undefined, editor.cookie)).json()) as { secret: string };
      expect((await post('/api/admin/account/two-factor/enable', { code: appCode(setup.secret) }, editor.cookie)).status).toBe(200);
      expect((await api.app.request('/api/admin/projects', { headers: { Cookie: editor.cookie } })).status).toBe(200);
    } finally {
      expect((await require(false, boss.cookie)).status).toBe(200);
    }
    expect((await api.app.request('/api/admin/projects', { headers: { Cookie: plainAdmin.cookie } })).status).toBe(200);
  });
});

describe('waiting sign-ins', () => {
  it('keep only a hash of their secret', async () => {
    await withTwoFactor('hash@example.com');
    const pending = cookieFrom(await signIn('hash@example.com', 'two-step-password'), 'two-factor');
    const [id, secret] = pending.replace('two-factor=', '').split('.') as [string, string];
    const [row] = await api.handle.db.select().from(pendingSignIn).where(eq(pendingSignIn.id, id));
    expect(must(row).secretHash.toString('utf8')).not.toContain(secret);
    expect(must(row).secretHash).toHaveLength(32);
  });
});
