import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, project, subscribeEmail } from '../db/schema.ts';
import { en } from '../shared/messages/en.ts';
import type { Role } from '../shared/roles.ts';
import { defaultSiteContent } from '../shared/site-content/defaults.ts';
import { createSession } from './sessions/sessions.ts';
import { storedState } from './test/stored-state.ts';
import { createUserWithSession, OWNER_EMAIL, TEST_ORIGIN, useTestApi } from './test/test-app.ts';

/*
 * Built from the app's own route list, so a new route is covered the day it is added: every route is asked by
 * every kind of visitor (the owner, an admin, an editor, sales, a pending account, a stranger without a session,
 * and the owner's browser on another site's page), and every refusal changes nothing in the database or on disk.
 */
const api = useTestApi();

/**
 * Who may use each route group, by path prefix; the longest prefix a route starts with decides.
 * A route under none of them fails the walk: adding a route group means adding its line here.
 * `open`: anyone (signing in, registering, forgotten passwords); `signed-in`: any session, a pending account's
 * too (who it is, logging out); `account`: any approved account, whatever its role (its own settings).
 */
const ACCESS: [prefix: string, who: 'open' | 'signed-in' | 'account' | readonly Role[]][] = [
  ['/api/health', 'open'],
  ['/api/projects', 'open'],
  ['/api/testimonials', 'open'],
  ['/api/contact', 'open'],
  ['/api/subscribe', 'open'],
  ['/api/form-stamp', 'open'],
  ['/api/hit', 'open'],
  ['/api/admin/login', 'open'],
  ['/api/admin/register', 'open'],
  ['/api/admin/password-reset', 'open'],
  ['/api/admin/logout', 'signed-in'],
  ['/api/admin/user', 'signed-in'],
  // A pending account's waiting screen has the language switch.
  ['/api/admin/account/language', 'signed-in'],
  ['/api/admin/account', 'account'],
  ['/api/admin/projects', ['admin', 'editor']],
  ['/api/admin/upload', ['admin', 'editor']],
  ['/api/admin/site-content', ['admin', 'editor']],
  ['/api/admin/publishing', ['admin', 'editor']],
  ['/api/admin/media', ['admin', 'editor']],
  ['/api/admin/redirects', ['admin', 'editor']],
  ['/api/admin/testimonials', ['admin', 'editor']],
  ['/api/admin/contact-messages', ['admin', 'sales']],
  ['/api/admin/leads', ['admin', 'sales']],
  ['/api/admin/privacy', ['admin', 'sales']],
  ['/api/admin/subscribers', ['admin', 'sales']],
  ['/api/admin/analytics', ['admin']],
  ['/api/admin/users', ['admin']],
  ['/api/admin/backups', ['admin']],
  ['/api/admin/activity', ['admin']],
  ['/api/admin/notifications', ['admin']],
  ['/api/admin/newsletter-settings', ['admin']],
  ['/api/admin/newsletters', ['admin', 'editor']],
  ['/api/admin/coming-up', ['admin', 'editor']],
  ['/api/admin/security', ['admin']],
];

/** Routes that answer something else than a guard's 401 or 403 to the visitors they let in, by design. */
const LET_IN_WITH = { 'POST /api/admin/login/two-factor': 401 } as Record<string, number>;

type Visitor = 'owner' | Role | 'pending' | 'anonymous' | 'foreign origin';
const VISITORS: Visitor[] = ['owner', 'admin', 'editor', 'sales', 'pending', 'anonymous', 'foreign origin'];

const accessOf = (path: string) => {
  const match = ACCESS.filter(([prefix]) => path === prefix || path.startsWith(`${prefix}/`)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!match) throw new Error(`${path} is in no route group of the guard table: add its line to ACCESS (and its guard to the route group)`);
  return match[1];
};

type Expected = { status: 'let in' } | { status: 401 | 403; message: string };
const SIGN_IN_FIRST: Expected = { status: 401, message: en.auth.signInToContinue };
const AWAITING: Expected = { status: 403, message: en.auth.awaitingApproval };
const NOT_YOUR_ROLE: Expected = { status: 403, message: en.auth.roleForbidden };
const FOREIGN: Expected = { status: 403, message: en.requests.foreignOrigin };
const LET_IN: Expected = { status: 'let in' };

const SAFE = new Set(['GET', 'HEAD']);

const expectedFor = (key: string, visitor: Visitor): Expected => {
  const [method, path] = key.split(' ') as [string, string];
  const who = accessOf(path);
  if (visitor === 'foreign origin') return SAFE.has(method) ? expectedFor(key, 'owner') : FOREIGN;
  if (who === 'open') return LET_IN;
  if (visitor === 'anonymous') return SIGN_IN_FIRST;
  if (who === 'signed-in') return LET_IN;
  if (visitor === 'pending') return AWAITING;
  if (who === 'account') return LET_IN;
  const role: Role = visitor === 'owner' ? 'admin' : visitor;
  return who.includes(role) ? LET_IN : NOT_YOUR_ROLE;
};

/** Bodies that a permitted request would act on, so only the guard stands between them and a change. */
const BODIES: Record<string, unknown> = {
  'POST /api/admin/projects': {
    title: 'Guarded Villa',
    slug: 'guarded-villa',
    category: 'Residential',
    description: 'A villa that must not be created by a stranger.',
    imageUrl: '/uploads/guarded.webp',
    imageAlt: 'The villa',
  },
  'PUT /api/admin/projects/:id': { title: 'Renamed by a stranger', featured: true, status: 'Draft' },
  'PUT /api/admin/projects/order': { ids: [1] },
  'PUT /api/admin/users/:id': { approved: true, role: 'editor' },
  'POST /api/admin/testimonials': { quote: { en: 'Added by a stranger' }, name: 'Guarded', consent: true },
  'PUT /api/admin/testimonials/:id': { status: 'approved' },
  'POST /api/admin/testimonials/requests': { name: 'Guarded', email: 'guarded-review@example.com' },
  'PUT /api/admin/account/password': { currentPassword: 'correct horse battery', newPassword: 'a new password 123' },
  // English: each visitor walks every route with one session, and the refusals after this one are compared in English.
  'PUT /api/admin/account/language': { adminLanguage: 'en' },
  'PUT /api/admin/site-content/:section': { version: 1, content: defaultSiteContent.company },
  'PUT /api/admin/notifications': { notificationEmails: ['someone@example.com'], acknowledgeVisitors: true },
  'PUT /api/admin/newsletter-settings': { doubleOptIn: true },
  'PUT /api/admin/security': { requireTwoFactor: false },
  'POST /api/contact': { name: 'Guarded', email: 'guarded@example.com', phone: '+20 100 000 0000', subject: 'Guarded', message: 'A message a foreign page must not send.' },
  'POST /api/subscribe': { email: 'guarded-subscriber@example.com' },
  'POST /api/admin/register': { email: 'guarded-register@example.com', name: 'Guarded', password: 'guarded-password', role: 'admin' },
};

const routes = () => {
  const seen = new Set<string>();
  return api.app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`)
    .filter((key) => {
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

let targetUserId = 0;
let png: Uint8Array<ArrayBuffer>;
const accounts = {} as Record<'owner' | Role | 'pending', number>;

/** A fresh session of the visitor's account for each request: logging out or a password change ends the one it used. */
const cookieOf = async (visitor: Visitor) => {
  if (visitor === 'anonymous') return undefined;
  const account = visitor === 'foreign origin' ? accounts.owner : accounts[visitor];
  return `session=${(await createSession(api.deps.db, account)).token}`;
};

const requestFor = async (key: string, visitor: Visitor) => {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = pattern
    .replace(':id', pattern.startsWith('/api/admin/users') ? String(targetUserId) : '1')
    .replace(':section', 'company')
    .replace(':slug', 'kept-villa');
  const cookie = await cookieOf(visitor);
  const headers: Record<string, string> = { Origin: visitor === 'foreign origin' ? 'https://attacker.example' : TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) };
  if (method === 'GET' || method === 'DELETE') return api.app.request(path, { method, headers });
  if (path === '/api/admin/upload') {
    const form = new FormData();
    form.set('image', new Blob([png], { type: 'image/png' }), 'photo.png');
    return api.app.request(path, { method, headers: { ...headers, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
  }
  return api.app.request(path, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(BODIES[key] ?? {}) });
};

const snapshot = () => storedState(api.handle, api.deps.config);

beforeAll(async () => {
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b48c64' } })
      .png()
      .toBuffer(),
  );
  accounts.owner = (await createUserWithSession(api.deps, { email: OWNER_EMAIL, name: 'Studio Owner' })).user.id;
  for (const role of ['admin', 'editor', 'sales'] as const) accounts[role] = (await createUserWithSession(api.deps, { name: `The ${role}`, role })).user.id;
  accounts.pending = (await createUserWithSession(api.deps, { name: 'Pending Person', approved: false })).user.id;
  targetUserId = (await createUserWithSession(api.deps, { name: 'Waiting Target', approved: false })).user.id;
  await api.handle.db
    .insert(project)
    .values({ title: 'Kept Villa', slug: 'kept-villa', category: 'Residential', description: 'Stays.', imageUrl: '/uploads/kept.webp', imageAlt: 'Kept' });
  await api.handle.db.insert(contactMessage).values({ name: 'Karim', email: 'karim@example.com', phone: '+20 100 000 0000', subject: 'Fit-out', message: 'Hello' });
  await api.handle.db.insert(subscribeEmail).values({ email: 'kept@example.com' });
});

describe('route guards', () => {
  it('finds the routes in the app itself, every one of them in the guard table', () => {
    const found = routes();
    for (const expected of [
      'POST /api/admin/projects',
      'GET /api/admin/users',
      'DELETE /api/admin/users/:id',
      'POST /api/admin/upload',
      'POST /api/admin/backups',
      'POST /api/contact',
    ]) {
      expect(found).toContain(expected);
    }
    for (const key of found) expect(() => accessOf(key.split(' ')[1] ?? ''), key).not.toThrow();
  });

  it.each(VISITORS)('let in or refuse %s on every route, and a refusal changes nothing', async (visitor) => {
    const outcomes: string[] = [];
    const wanted: string[] = [];
    for (const key of routes()) {
      const expected = expectedFor(key, visitor);
      const before = expected.status === 'let in' ? null : await snapshot();
      const response = await requestFor(key, visitor);
      const body = (await response.json()) as { message?: string };
      if (expected.status === 'let in') {
        const letIn = LET_IN_WITH[key] === response.status || (response.status !== 401 && response.status !== 403);
        outcomes.push(`${key} → ${letIn ? 'let in' : `${response.status} ${body.message}`}`);
        wanted.push(`${key} → let in`);
      } else {
        outcomes.push(`${key} → ${response.status} ${body.message}`);
        wanted.push(`${key} → ${expected.status} ${expected.message}`);
        expect(await snapshot(), `${visitor}: ${key} changed something`).toBe(before);
      }
    }
    expect(outcomes).toEqual(wanted);
  });
});
