import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordReset, session as sessionTable, user as userTable } from '../../db/schema.ts';
import { createResetLink } from './password-reset.ts';
import { createSession } from '../sessions/sessions.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { ar } from '../../shared/messages/ar.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();

const userRequest = (cookie: string) => api.app.request('/api/admin/user', { headers: { Cookie: cookie } });
const newCookieOf = (res: Response) => `session=${must(/(?:^|,\s*)session=([^;]+)/.exec(res.headers.get('set-cookie') ?? ''))[1]}`;

const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface ListedSession {
  id: string;
  current: boolean;
  browser: string | null;
  system: string | null;
  clientAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
}
const listSessions = async (cookie: string) => {
  const res = await api.app.request('/api/admin/account/sessions', { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as ListedSession[];
};

describe('admin account settings', () => {
  it('changes the password with the current one: the others are signed out and this browser gets a new token', async () => {
    const me = await createUserWithSession(api.deps, { email: 'settings@example.com', password: 'old-password' });
    const other = await createSession(api.deps.db, me.user.id);
    const res = await api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword: 'old-password', newPassword: 'brand-new-password' }, me.cookie));
    expect(res.status).toBe(200);
    const rotated = newCookieOf(res);
    expect(rotated).not.toBe(me.cookie);
    expect((await userRequest(rotated)).status).toBe(200);
    expect((await userRequest(me.cookie)).status).toBe(401);
    expect((await userRequest(`session=${other.token}`)).status).toBe(401);

    const login = (password: string) => api.app.request('/api/admin/login', jsonInit('POST', { email: 'settings@example.com', password }));
    expect((await login('old-password')).status).toBe(401);
    expect((await login('brand-new-password')).status).toBe(200);
  });

  it('ends every reset link of the account still open when the password is changed in Settings', async () => {
    const me = await createUserWithSession(api.deps, { email: 'held-link@example.com', password: 'old-password' });
    const { url } = await createResetLink(api.deps.db, me.user.id, api.deps.config.siteUrl, new Date());
    const token = must(new URL(url).searchParams.get('token'));
    const changed = await api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword: 'old-password', newPassword: 'owner-chose-this' }, me.cookie));
    expect(changed.status).toBe(200);

    const held = await api.app.request('/api/admin/password-reset/confirm', jsonInit('POST', { token, password: 'taken-over-pw', confirmPassword: 'taken-over-pw' }));
    expect(held.status).toBe(400);
    expect(await api.deps.db.select().from(passwordReset).where(eq(passwordReset.userId, me.user.id))).toEqual([]);
    const login = (password: string) => api.app.request('/api/admin/login', jsonInit('POST', { email: 'held-link@example.com', password }));
    expect((await login('taken-over-pw')).status).toBe(401);
    expect((await login('owner-chose-this')).status).toBe(200);
  });

  it('refuses a wrong current password, a short new one or a common one', async () => {
    const me = await createUserWithSession(api.deps, { password: 'the-password' });
    const change = (currentPassword: string, newPassword: string) => api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword, newPassword }, me.cookie));
    const wrong = await change('nope-nope', 'long-enough');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(en.auth.currentPasswordWrong);
    expect((await (await change('the-password', '123')).json()).message).toBe(en.auth.passwordTooShort);
    for (const common of ['password', 'qwerty123', '1q2w3e4r', 'iloveyou']) {
      const res = await change('the-password', common);
      expect(res.status, common).toBe(400);
      expect((await res.json()).message, common).toBe(en.auth.passwordTooCommon);
    }
    expect((await userRequest(me.cookie)).status).toBe(200);
  });

  it('signs out every other session of the account', async () => {
    const me = await createUserWithSession(api.deps);
    const other = await createSession(api.deps.db, me.user.id);
    const res = await api.app.request('/api/admin/account/sessions', jsonInit('DELETE', undefined, me.cookie));
    expect(res.status).toBe(200);
    expect((await userRequest(me.cookie)).status).toBe(200);
    expect((await userRequest(`session=${other.token}`)).status).toBe(401);
  });
});

describe('signed-in devices', () => {
  it('lists each session with its browser, system, address and times, marks this one, and never shows a token', async () => {
    const me = await createUserWithSession(api.deps, { email: 'devices@example.com', password: 'devices-password' });
    const signIn = (userAgent: string) =>
      api.app.request('/api/admin/login', {
        ...jsonInit('POST', { email: 'devices@example.com', password: 'devices-password' }),
        headers: { ...jsonInit('POST', {}).headers, 'User-Agent': userAgent },
      });
    const laptop = newCookieOf(await signIn(CHROME_ON_MAC));
    const phone = newCookieOf(await signIn(SAFARI_ON_IPHONE));

    const listed = await listSessions(laptop);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.find((session) => session.current)).toMatchObject({ browser: 'Chrome 131', system: 'macOS Catalina' });
    expect(listed.find((session) => session.browser === 'Safari 17')).toMatchObject({ current: false, system: 'iOS 17.5' });
    // The two signed in through the API; the third was made directly in the database.
    for (const session of listed.filter((listedSession) => listedSession.browser !== null)) {
      expect(session.clientAddress).toBe('unknown');
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const tokens = [me.token, laptop, phone].flatMap((cookie) => cookie.replace('session=', '').split('.'));
    expect(JSON.stringify(listed)).not.toMatch(new RegExp(tokens.join('|')));
  });

  it('signs out one other session by its id, but not the one in use', async () => {
    const me = await createUserWithSession(api.deps);
    const other = await createSession(api.deps.db, me.user.id);
    const listed = await listSessions(me.cookie);
    const otherId = must(listed.find((session) => !session.current)).id;
    const currentId = must(listed.find((session) => session.current)).id;

    const own = await api.app.request(`/api/admin/account/sessions/${currentId}`, jsonInit('DELETE', undefined, me.cookie));
    expect(own.status).toBe(409);
    expect((await own.json()).message).toBe(en.auth.currentSession);

    const ended = await api.app.request(`/api/admin/account/sessions/${otherId}`, jsonInit('DELETE', undefined, me.cookie));
    expect(ended.status).toBe(200);
    expect((await userRequest(`session=${other.token}`)).status).toBe(401);
    expect((await userRequest(me.cookie)).status).toBe(200);
    expect((await api.app.request(`/api/admin/account/sessions/${otherId}`, jsonInit('DELETE', undefined, me.cookie))).status).toBe(404);
  });

  it("never ends another account's session", async () => {
    const me = await createUserWithSession(api.deps);
    const stranger = await createUserWithSession(api.deps);
    const strangersId = must((await listSessions(stranger.cookie))[0]).id;
    expect((await api.app.request(`/api/admin/account/sessions/${strangersId}`, jsonInit('DELETE', undefined, me.cookie))).status).toBe(404);
    expect((await userRequest(stranger.cookie)).status).toBe(200);
  });

  it('notes the last use at most once a minute, and at once when the address changes', async () => {
    const me = await createUserWithSession(api.deps);
    const [before] = await api.handle.db.select().from(sessionTable).where(eq(sessionTable.userId, me.user.id));
    await userRequest(me.cookie);
    const [after] = await api.handle.db.select().from(sessionTable).where(eq(sessionTable.userId, me.user.id));
    // Made without an address, so the first request from one writes it.
    expect(must(before).clientAddress).toBeNull();
    expect(must(after).clientAddress).toBe('unknown');
    await userRequest(me.cookie);
    const [again] = await api.handle.db.select().from(sessionTable).where(eq(sessionTable.userId, me.user.id));
    expect(must(again).lastSeenAt).toEqual(must(after).lastSeenAt);
  });
});

const ARABIC_BROWSER = 'ar-EG,ar;q=0.9,en;q=0.5';
const ENGLISH_BROWSER = 'en-GB,en;q=0.9,ar;q=0.5';

const withBrowser = (init: RequestInit, acceptLanguage: string): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'Accept-Language': acceptLanguage },
});
const languageOf = async (cookie: string, acceptLanguage: string) =>
  ((await (await api.app.request('/api/admin/user', { headers: { Cookie: cookie, 'Accept-Language': acceptLanguage } })).json()) as { adminLanguage: string }).adminLanguage;
const chooseLanguage = (cookie: string, adminLanguage: unknown) => api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage }, cookie));
const storedLanguage = async (id: number) => must((await api.handle.db.select().from(userTable).where(eq(userTable.id, id)))[0]).adminLanguage;

describe('the admin language of an account', () => {
  it('follows the browser until the account chooses, then the choice on every device and browser', async () => {
    const me = await createUserWithSession(api.deps);
    expect(await languageOf(me.cookie, ARABIC_BROWSER)).toBe('ar');
    expect(await languageOf(me.cookie, ENGLISH_BROWSER)).toBe('en');
    expect(await storedLanguage(me.user.id)).toBeNull();

    const chosen = await chooseLanguage(me.cookie, 'ar');
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('Content-Language')).toBe('ar');
    expect(await chosen.json()).toEqual({ adminLanguage: 'ar', message: ar.auth.languageSaved });
    expect(await storedLanguage(me.user.id)).toBe('ar');

    const otherDevice = await createSession(api.deps.db, me.user.id);
    expect(await languageOf(me.cookie, ENGLISH_BROWSER)).toBe('ar');
    expect(await languageOf(`session=${otherDevice.token}`, ENGLISH_BROWSER)).toBe('ar');

    const back = await chooseLanguage(me.cookie, 'en');
    expect(await back.json()).toEqual({ adminLanguage: 'en', message: en.auth.languageSaved });
    expect(back.headers.get('Content-Language')).toBeNull();
    expect(await languageOf(me.cookie, ARABIC_BROWSER)).toBe('en');
  });

  it('refuses a language the admin does not have, in the account’s language, and keeps the one it had', async () => {
    const me = await createUserWithSession(api.deps);
    await chooseLanguage(me.cookie, 'ar');
    for (const wrong of ['fr', 'AR', '', null, 7]) {
      const res = await chooseLanguage(me.cookie, wrong);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(ar.auth.languageInvalid);
    }
    expect(await storedLanguage(me.user.id)).toBe('ar');
  });

  it('lets an account awaiting approval choose, and no one signed out', async () => {
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await chooseLanguage(pending.cookie, 'ar')).status).toBe(200);
    expect(await storedLanguage(pending.user.id)).toBe('ar');
    const stranger = await api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage: 'ar' }));
    expect(stranger.status).toBe(401);
  });
});

describe('the API’s messages to the admin, by key in the account’s language', () => {
  it('writes refusals, confirmations and validation in the chosen language whatever the browser asks for', async () => {
    const me = await createUserWithSession(api.deps, { password: 'the-password' });
    await chooseLanguage(me.cookie, 'ar');

    const wrong = await api.app.request(
      '/api/admin/account/password',
      withBrowser(jsonInit('PUT', { currentPassword: 'nope-nope', newPassword: 'long-enough' }, me.cookie), ENGLISH_BROWSER),
    );
    expect(wrong.headers.get('Content-Language')).toBe('ar');
    expect((await wrong.json()).message).toBe(ar.auth.currentPasswordWrong);

    const short = await api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword: 'the-password', newPassword: '123' }, me.cookie));
    expect((await short.json()).message).toBe(ar.auth.passwordTooShort);

    const missing = await api.app.request('/api/admin/projects/999999', jsonInit('DELETE', undefined, me.cookie));
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe(ar.projects.notFound);

    const invalid = await api.app.request('/api/admin/projects', jsonInit('POST', { title: 'ab', slug: 'a-b-c', category: 'residential', description: 'short' }, me.cookie));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe(ar.projects.titleTooShort);

    const ended = await api.app.request('/api/admin/account/sessions', jsonInit('DELETE', undefined, me.cookie));
    expect((await ended.json()).message).toBe(ar.auth.otherSessionsSignedOut);

    await chooseLanguage(me.cookie, 'en');
    const english = await api.app.request(
      '/api/admin/account/password',
      withBrowser(jsonInit('PUT', { currentPassword: 'nope-nope', newPassword: 'long-enough' }, me.cookie), ARABIC_BROWSER),
    );
    expect(english.headers.get('Content-Language')).toBeNull();
    expect((await english.json()).message).toBe(en.auth.currentPasswordWrong);
  });

  it('answers an account that has not chosen in its browser’s language', async () => {
    const me = await createUserWithSession(api.deps);
    const missing = await api.app.request('/api/admin/projects/999999', withBrowser(jsonInit('DELETE', undefined, me.cookie), ARABIC_BROWSER));
    expect((await missing.json()).message).toBe(ar.projects.notFound);
    const english = await api.app.request('/api/admin/projects/999999', withBrowser(jsonInit('DELETE', undefined, me.cookie), ENGLISH_BROWSER));
    expect((await english.json()).message).toBe(en.projects.notFound);
  });
});
