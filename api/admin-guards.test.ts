import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, project, subscribeEmail } from '../db/schema.ts';
import { defaultSiteContent } from '../shared/site-content/defaults.ts';
import { createUserWithSession, TEST_ORIGIN, useTestApi } from './test/test-app.ts';

/*
 * Built from the app's own route list, so a new admin route is covered the day it is added:
 * every /api/admin route answers 401 without a session and 403 to a pending account, and
 * neither changes anything in the database or on disk.
 */
const api = useTestApi();

const SIGN_IN_FIRST = 'Please sign in to continue.';
const AWAITING_APPROVAL = 'Your account is awaiting approval. An administrator must approve it before you can use the admin area.';

/** By design: signing in and registering need no session; a pending account may read who it is, choose its language and sign out. */
const EXCEPTIONS: Record<string, { anonymous: number; pending: number }> = {
  'POST /api/admin/login': { anonymous: 400, pending: 400 },
  'POST /api/admin/register': { anonymous: 400, pending: 400 },
  'POST /api/admin/logout': { anonymous: 401, pending: 200 },
  'GET /api/admin/user': { anonymous: 401, pending: 200 },
  'PUT /api/admin/account/language': { anonymous: 401, pending: 200 },
};
/** What a pending account may change: its own session and its own language. */
const PENDING_CHANGES = new Set(['POST /api/admin/logout', 'PUT /api/admin/account/language']);

/** Bodies that an approved admin's request would act on, so only the guard stands between them and a change. */
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
  'PUT /api/admin/users/:id': { approved: true },
  'PUT /api/admin/account/password': { currentPassword: 'correct horse battery', newPassword: 'a new password 123' },
  'PUT /api/admin/account/language': { adminLanguage: 'ar' },
  'PUT /api/admin/site-content/:section': { version: 1, content: defaultSiteContent.company },
};

const adminRoutes = () => {
  const seen = new Set<string>();
  return api.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/admin/'))
    .map((route) => `${route.method} ${route.path}`)
    .filter((key) => {
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

let targetUserId = 0;
let png: Uint8Array<ArrayBuffer>;

const requestFor = async (key: string, cookie?: string) => {
  const [method, pattern] = key.split(' ') as [string, string];
  const path = pattern.replace(':id', pattern.startsWith('/api/admin/users') ? String(targetUserId) : '1').replace(':section', 'company');
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) };
  if (method === 'GET' || method === 'DELETE') return api.app.request(path, { method, headers });
  if (path === '/api/admin/upload') {
    const form = new FormData();
    form.set('image', new Blob([png], { type: 'image/png' }), 'photo.png');
    return api.app.request(path, { method, headers: { ...headers, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
  }
  return api.app.request(path, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(BODIES[key] ?? {}) });
};

/** Everything a request could change, except sessions (whose expiry slides on every read by design). */
const snapshot = async () => {
  const client = api.handle.client;
  const tables = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('session', '__drizzle_migrations') AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables.rows) rows[String(name)] = (await client.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`)).rows;
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
  return JSON.stringify({ rows, uploads: list(api.deps.config.uploadsDir), backups: list(api.deps.config.backup.dir) });
};

beforeAll(async () => {
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b48c64' } })
      .png()
      .toBuffer(),
  );
  targetUserId = (await createUserWithSession(api.deps, { name: 'Waiting Target', approved: false })).user.id;
  await api.handle.db
    .insert(project)
    .values({ title: 'Kept Villa', slug: 'kept-villa', category: 'Residential', description: 'Stays.', imageUrl: '/uploads/kept.webp', imageAlt: 'Kept' });
  await api.handle.db.insert(contactMessage).values({ name: 'Karim', email: 'karim@example.com', phone: '+20 100 000 0000', subject: 'Fit-out', message: 'Hello' });
  await api.handle.db.insert(subscribeEmail).values({ email: 'kept@example.com' });
});

describe('admin route guards', () => {
  it('finds the admin routes in the app itself', () => {
    const routes = adminRoutes();
    for (const expected of [
      'POST /api/admin/projects',
      'GET /api/admin/users',
      'DELETE /api/admin/users/:id',
      'POST /api/admin/upload',
      'POST /api/admin/backups',
      'GET /api/admin/activity',
    ]) {
      expect(routes).toContain(expected);
    }
  });

  it('answers 401 without a session and changes nothing', async () => {
    for (const key of adminRoutes()) {
      const before = await snapshot();
      const response = await requestFor(key);
      const expected = EXCEPTIONS[key]?.anonymous ?? 401;
      expect(`${key} → ${response.status}`).toBe(`${key} → ${expected}`);
      const body = await response.json();
      if (expected === 401) expect(body).toEqual({ message: SIGN_IN_FIRST });
      expect(await snapshot(), key).toBe(before);
    }
  });

  it('answers 403 to a pending account and changes nothing', async () => {
    for (const key of adminRoutes()) {
      // A fresh pending account per route: signing out ends the session the next route would use.
      const pending = await createUserWithSession(api.deps, { approved: false, name: 'Pending Person' });
      const before = await snapshot();
      const response = await requestFor(key, pending.cookie);
      const expected = EXCEPTIONS[key]?.pending ?? 403;
      expect(`${key} → ${response.status}`).toBe(`${key} → ${expected}`);
      const body = await response.json();
      if (expected === 403) expect(body).toEqual({ message: AWAITING_APPROVAL });
      if (!PENDING_CHANGES.has(key)) expect(await snapshot(), key).toBe(before);
    }
  });
});
