import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contactMessage, subscribeEmail, user as userTable } from '../../db/schema.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { sendFrom, sendJson, useRealSocket, type SocketAnswer } from '../test/real-socket.ts';
import { loginDelayMs } from './rate-limits.ts';
import { must } from '../../shared/must.ts';

// A scale of 0.02 makes every limit tiny: contact and subscribe 2, registration 1, uploads 4,
// failed sign-ins and wrong current passwords 1 per client.
const SCALE = { RATE_LIMIT_SCALE: '0.02' };

const expectLimited = (answer: SocketAnswer) => {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(answer.body).message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
};

const message = (subject: string) => ({ name: 'Rate Test', email: 'rate@example.com', phone: '0100 000 0000', subject, message: 'Checking the rate limit here.' });

const rows = async (db: ReturnType<typeof useTestApi>['handle']['db'], table: typeof contactMessage | typeof subscribeEmail) =>
  ((await db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;

const pngForm = async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tile.png');
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: must(encoded.headers.get('content-type')) };
};

describe('rate limits keyed by the socket address', () => {
  const api = useTestApi(SCALE);
  const server = useRealSocket(() => api.frontDoor);

  it('contact: 429 with Retry-After for the client over the limit, nothing stored, another client still served', async () => {
    for (const subject of ['One', 'Two']) expect((await sendJson(server.port, '/api/contact', message(subject))).status).toBe(201);
    expectLimited(await sendJson(server.port, '/api/contact', message('Three')));
    expect(await rows(api.handle.db, contactMessage)).toBe(2);
    expect((await sendJson(server.port, '/api/contact', message('Four'), { from: '127.0.0.2' })).status).toBe(201);
  });

  it('subscribe: 429 with Retry-After and nothing stored', async () => {
    for (const n of [1, 2]) expect((await sendJson(server.port, '/api/subscribe', { email: `reader${n}@example.com` })).status).toBe(201);
    expectLimited(await sendJson(server.port, '/api/subscribe', { email: 'reader3@example.com' }));
    const stored = await api.handle.db.select().from(subscribeEmail).where(eq(subscribeEmail.email, 'reader3@example.com'));
    expect(stored).toEqual([]);
    expect((await sendJson(server.port, '/api/subscribe', { email: 'reader3@example.com' }, { from: '127.0.0.2' })).status).toBe(201);
  });

  it('register: 429 with Retry-After and no account created', async () => {
    const account = (email: string) => ({ email, name: 'Rate Person', password: 'secret-pass', role: 'admin' });
    expect((await sendJson(server.port, '/api/admin/register', account('first@example.com'))).status).toBe(201);
    expectLimited(await sendJson(server.port, '/api/admin/register', account('second@example.com')));
    expect(await api.handle.db.select().from(userTable).where(eq(userTable.email, 'second@example.com'))).toEqual([]);
    expect((await sendJson(server.port, '/api/admin/register', account('second@example.com'), { from: '127.0.0.2' })).status).toBe(201);
  });

  it('login: the failing client gets 429 even with the right password; another client signs in', async () => {
    const { password } = await createUserWithSession(api.deps, { email: 'guarded@example.com' });
    expect((await sendJson(server.port, '/api/admin/login', { email: 'guarded@example.com', password: 'wrong-guess' }, { from: '127.0.0.3' })).status).toBe(401);
    const limited = await sendJson(server.port, '/api/admin/login', { email: 'guarded@example.com', password }, { from: '127.0.0.3' });
    expectLimited(limited);
    expect(limited.headers['set-cookie']).toBeUndefined();
    const owner = await sendJson(server.port, '/api/admin/login', { email: 'guarded@example.com', password }, { from: '127.0.0.4' });
    expect(owner.status).toBe(200);
    expect(owner.headers['set-cookie']?.[0]).toMatch(/^session=/);
  });

  it('password change: a wrong current password limits that client, and the password stays as it was', async () => {
    const { user, cookie, password } = await createUserWithSession(api.deps);
    const change = (currentPassword: string, from: string) =>
      sendJson(server.port, '/api/admin/account/password', { currentPassword, newPassword: 'a-brand-new-pass' }, { from, method: 'PUT', headers: { Cookie: cookie } });
    expect((await change('not-my-password', '127.0.0.5')).status).toBe(400);
    expectLimited(await change(password, '127.0.0.5'));
    const [stored] = await api.handle.db.select().from(userTable).where(eq(userTable.id, user.id));
    expect(await verifyPassword(must(stored).password, password)).toBe(true);
    expect((await change(password, '127.0.0.6')).status).toBe(200);
  });

  it('upload: 429 with Retry-After once a client passes the limit, and no file written', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const { body, type } = await pngForm();
    const upload = (from: string) =>
      sendFrom(server.port, { from, path: '/api/admin/upload', headers: { Cookie: cookie, 'Content-Type': type, 'X-Requested-With': 'XMLHttpRequest' }, body });
    for (let i = 0; i < 4; i++) expect((await upload('127.0.0.7')).status).toBe(201);
    const { readdirSync } = await import('node:fs');
    const before = readdirSync(api.deps.config.uploadsDir).length;
    expectLimited(await upload('127.0.0.7'));
    expect(readdirSync(api.deps.config.uploadsDir).length).toBe(before);
    expect((await upload('127.0.0.8')).status).toBe(201);
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY)', () => {
  const api = useTestApi({ ...SCALE, TRUST_PROXY: 'true' });
  const server = useRealSocket(() => api.frontDoor);
  const via = (client: string, spoofed = '') => ({ headers: { 'X-Forwarded-For': spoofed ? `${spoofed}, ${client}` : client } });

  it('keys on the address the proxy added, so a client rotating its own X-Forwarded-For entries stays limited', async () => {
    for (const subject of ['One', 'Two']) expect((await sendJson(server.port, '/api/contact', message(subject), via('203.0.113.9'))).status).toBe(201);
    expectLimited(await sendJson(server.port, '/api/contact', message('Three'), via('203.0.113.9', '198.51.100.1')));
    expectLimited(await sendJson(server.port, '/api/contact', message('Four'), via('203.0.113.9', '198.51.100.2')));
    expect(await rows(api.handle.db, contactMessage)).toBe(2);
    expect((await sendJson(server.port, '/api/contact', message('Five'), via('203.0.113.10'))).status).toBe(201);
  });

  it('login: strangers failing from many addresses never lock the owner out', async () => {
    const { password } = await createUserWithSession(api.deps, { email: 'owner-target@example.com' });
    for (const stranger of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      const guess = await sendJson(server.port, '/api/admin/login', { email: 'owner-target@example.com', password: 'wrong-guess' }, via(stranger));
      expect(guess.status).toBe(401);
      expectLimited(await sendJson(server.port, '/api/admin/login', { email: 'owner-target@example.com', password: 'guess-again' }, via(stranger)));
    }
    const owner = await sendJson(server.port, '/api/admin/login', { email: 'owner-target@example.com', password }, via('192.0.2.50'));
    expect(owner.status).toBe(200);
  });

  it('register, subscribe, upload and password change are keyed by the proxy-added address too', async () => {
    const account = (email: string) => ({ email, name: 'Proxy Person', password: 'secret-pass', role: 'admin' });
    expect((await sendJson(server.port, '/api/admin/register', account('p1@example.com'), via('203.0.113.20'))).status).toBe(201);
    expectLimited(await sendJson(server.port, '/api/admin/register', account('p2@example.com'), via('203.0.113.20', '10.9.9.9')));
    expect((await sendJson(server.port, '/api/admin/register', account('p2@example.com'), via('203.0.113.21'))).status).toBe(201);

    for (const n of [1, 2]) expect((await sendJson(server.port, '/api/subscribe', { email: `proxy${n}@example.com` }, via('203.0.113.30'))).status).toBe(201);
    expectLimited(await sendJson(server.port, '/api/subscribe', { email: 'proxy3@example.com' }, via('203.0.113.30', '10.1.1.1')));

    const { cookie, password } = await createUserWithSession(api.deps);
    const change = (currentPassword: string, client: string) =>
      sendJson(
        server.port,
        '/api/admin/account/password',
        { currentPassword, newPassword: 'another-new-pass' },
        { method: 'PUT', headers: { Cookie: cookie, ...via(client).headers } },
      );
    expect((await change('wrong-one', '203.0.113.40')).status).toBe(400);
    expectLimited(await change(password, '203.0.113.40'));

    const { body, type } = await pngForm();
    const upload = (client: string) =>
      sendFrom(server.port, { path: '/api/admin/upload', headers: { Cookie: cookie, 'Content-Type': type, 'X-Requested-With': 'XMLHttpRequest', ...via(client).headers }, body });
    for (let i = 0; i < 4; i++) expect((await upload('203.0.113.50')).status).toBe(201);
    expectLimited(await upload('203.0.113.50'));
    expect((await upload('203.0.113.51')).status).toBe(201);
  });
});

describe('rate limits behind a chain of two trusted proxies (TRUST_PROXY_HOPS=2)', () => {
  const api = useTestApi({ ...SCALE, TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' });
  const server = useRealSocket(() => api.frontDoor);
  // The CDN adds the visitor's address, the load balancer adds the CDN's.
  const via = (visitor: string, spoofed = '') => ({ headers: { 'X-Forwarded-For': `${spoofed ? `${spoofed}, ` : ''}${visitor}, 198.51.100.200` } });

  it('keys on the address the first trusted proxy added', async () => {
    for (const subject of ['One', 'Two']) expect((await sendJson(server.port, '/api/contact', message(subject), via('203.0.113.60'))).status).toBe(201);
    expectLimited(await sendJson(server.port, '/api/contact', message('Three'), via('203.0.113.60', '10.0.0.1')));
    // Another visitor behind the same CDN node is not limited.
    expect((await sendJson(server.port, '/api/contact', message('Four'), via('203.0.113.61'))).status).toBe(201);
  });
});

describe('the slow-down for failed sign-ins on one account', () => {
  it('adds nothing up to the threshold, then 250 ms per failure, at most 5 s', async () => {
    expect([0, 19, 20].map((failures) => loginDelayMs(failures, 20))).toEqual([0, 0, 0]);
    expect([21, 24, 40, 1000].map((failures) => loginDelayMs(failures, 20))).toEqual([250, 1000, 5000, 5000]);
  });
});

describe('parallel guesses (the limits at their real size)', () => {
  const api = useTestApi();
  const post = (path: string, body: unknown, cookie?: string, method = 'POST') => api.app.request(path, jsonInit(method, body, cookie));

  it('check at most 10 of 150 parallel wrong sign-ins from one client: each is counted before its password is checked', async () => {
    const { password } = await createUserWithSession(api.deps, { email: 'stormed@example.com' });
    const answers = await Promise.all(Array.from({ length: 150 }, (_, index) => post('/api/admin/login', { email: 'stormed@example.com', password: `guess-number-${index}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(140);
    expect((await post('/api/admin/login', { email: 'stormed@example.com', password })).status).toBe(429);
  });

  it('check at most 10 of 60 parallel password-change guesses, and leave the password as it was', async () => {
    const { user, cookie, password } = await createUserWithSession(api.deps, { email: 'changer@example.com' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => post('/api/admin/account/password', { currentPassword: `guess-${index}`, newPassword: 'taken-over-password' }, cookie, 'PUT')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const [stored] = await api.handle.db.select().from(userTable).where(eq(userTable.id, user.id));
    expect(await verifyPassword(must(stored).password, password)).toBe(true);
  });
});

describe('successful sign-ins', () => {
  const api = useTestApi();

  it('are refunded, so an office signing in all day from one address is never limited', async () => {
    const { password } = await createUserWithSession(api.deps, { email: 'daily@example.com' });
    for (let i = 0; i < 70; i++) expect((await api.app.request('/api/admin/login', jsonInit('POST', { email: 'daily@example.com', password }))).status).toBe(200);
  });
});

describe('rate limits for IPv6 clients', () => {
  const api = useTestApi({ ...SCALE, TRUST_PROXY: 'true' });
  const from = (client: string, subject: string) =>
    api.app.request('/api/contact', { ...jsonInit('POST', message(subject)), headers: { ...jsonInit('POST', {}).headers, 'X-Forwarded-For': client } });

  it('count a whole /64 as one client, and another /64 apart', async () => {
    expect((await from('2001:db8:aa:1::1', 'One')).status).toBe(201);
    expect((await from('2001:db8:aa:1:ffff::2', 'Two')).status).toBe(201);
    expect((await from('2001:db8:aa:1:1234:5678:9abc:def0', 'Three')).status).toBe(429);
    expect((await from('2001:db8:aa:2::1', 'Four')).status).toBe(201);
  });
});
