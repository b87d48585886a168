import { beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../db/schema.ts';
import { pruneActivity } from './activity-log.ts';
import { createUserWithSession, jsonInit, OWNER_EMAIL, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let mona: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  mona = await createUserWithSession(api.deps, { email: OWNER_EMAIL, name: 'Mona' });
});

interface ActivityPage {
  items: { action: string; sentence: string; actorName: string | null; target: string | null; details: unknown; clientAddress: string }[];
  total: number;
  page: number;
  pageSize: number;
  admins: { id: number; name: string }[];
}

const readLog = async (query = '', cookie = mona.cookie) => {
  const response = await api.app.request(`/api/admin/activity${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as ActivityPage;
};

const project = {
  title: 'Zamalek Loft',
  slug: 'zamalek-loft-activity',
  category: 'Residential',
  description: 'A loft on the island, opened up to the river light.',
  imageUrl: '/uploads/zamalek.webp',
  imageAlt: 'The loft living room',
};

describe('activity log', () => {
  it('records sign-in failures and successes with the client address', async () => {
    const password = 'correct horse battery';
    const karim = await createUserWithSession(api.deps, { name: 'Karim Adel', email: 'karim@example.com', password });
    expect((await api.app.request('/api/admin/login', jsonInit('POST', { email: 'karim@example.com', password: 'wrong password!' }))).status).toBe(401);
    expect((await api.app.request('/api/admin/login', jsonInit('POST', { email: 'karim@example.com', password }))).status).toBe(200);

    const { items } = await readLog();
    expect(items.slice(0, 2).map((item) => item.sentence)).toEqual(['Karim Adel signed in from unknown', 'A sign-in as karim@example.com failed from unknown']);
    expect(items[1]).toMatchObject({ action: 'session.sign-in-failed', actorName: null, target: 'karim@example.com' });
    expect(karim.user.id).toBeGreaterThan(0);
  });

  it('records project changes with the fields an edit touched, and featuring on its own', async () => {
    const created = await api.app.request('/api/admin/projects', jsonInit('POST', project, mona.cookie));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await api.app.request(`/api/admin/projects/${id}`, jsonInit('PUT', { title: 'Zamalek River Loft', location: 'Zamalek' }, mona.cookie));
    await api.app.request(`/api/admin/projects/${id}`, jsonInit('PUT', { featured: true }, mona.cookie));
    await api.app.request(`/api/admin/projects/${id}`, jsonInit('DELETE', undefined, mona.cookie));

    const { items } = await readLog();
    expect(items.slice(0, 4).map((item) => item.sentence)).toEqual([
      'Mona deleted the project “Zamalek River Loft”',
      'Mona featured the project “Zamalek River Loft”',
      'Mona edited the project “Zamalek River Loft” (title, location)',
      'Mona created the project “Zamalek Loft”',
    ]);
  });

  it('writes the records in the reader’s admin language', async () => {
    const amira = await createUserWithSession(api.deps, { name: 'Amira' });
    expect((await api.app.request('/api/admin/account/language', jsonInit('PUT', { adminLanguage: 'ar' }, amira.cookie))).status).toBe(200);
    const created = await api.app.request('/api/admin/projects', jsonInit('POST', { ...project, slug: 'zamalek-loft-arabic-log' }, mona.cookie));
    const { id } = (await created.json()) as { id: number };
    await api.app.request(`/api/admin/projects/${id}`, jsonInit('PUT', { title: 'Zamalek River Loft', location: 'Zamalek' }, mona.cookie));

    const { items } = await readLog('', amira.cookie);
    // Each name is isolated (U+2068…U+2069), so a Latin one cannot reorder the Arabic around it.
    expect(items.slice(0, 2).map((item) => item.sentence.replace(/[\u2068\u2069]/g, ''))).toEqual([
      'تعديل المشروع «Zamalek River Loft» (العنوان، الموقع) — Mona',
      'إضافة المشروع «Zamalek Loft» — Mona',
    ]);
    expect((await readLog()).items[0]?.sentence).toBe('Mona edited the project “Zamalek River Loft” (title, location)');
  });

  it('records approvals, exports and password changes in plain sentences', async () => {
    const pending = await createUserWithSession(api.deps, { name: 'Salma Nabil', approved: false });
    await api.app.request(`/api/admin/users/${pending.user.id}`, jsonInit('PUT', { approved: true }, mona.cookie));
    await api.app.request(`/api/admin/users/${pending.user.id}`, jsonInit('PUT', { approved: false }, mona.cookie));
    const exported = await api.app.request('/api/admin/subscribers/export', jsonInit('POST', undefined, mona.cookie));
    expect(exported.status).toBe(200);
    await api.app.request('/api/admin/account/sessions', jsonInit('DELETE', undefined, mona.cookie));

    const { items } = await readLog();
    expect(items.slice(0, 4).map((item) => item.sentence)).toEqual([
      'Mona signed out their other sessions',
      'Mona exported 0 subscribers',
      'Mona unapproved Salma Nabil',
      'Mona approved Salma Nabil',
    ]);
  });

  it('filters by admin and action, and pages newest first', async () => {
    const byAction = await readLog('?action=user.approved');
    expect(byAction.items.every((item) => item.action === 'user.approved')).toBe(true);
    expect(byAction.total).toBe(1);

    const byAdmin = await readLog(`?admin=${mona.user.id}`);
    expect(byAdmin.items.every((item) => item.actorName === 'Mona')).toBe(true);
    expect(byAdmin.admins.map((admin) => admin.name)).toEqual(['Karim Adel', 'Mona']);

    const all = await readLog();
    const second = await readLog('?page=2');
    expect(second.page).toBe(2);
    expect(second.items).toHaveLength(Math.max(0, all.total - all.pageSize));
  });

  it('answers 400 with a message for a filter it does not know', async () => {
    const response = await api.app.request('/api/admin/activity?action=project.stolen', { headers: { Cookie: mona.cookie } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'This is not an action the activity log records' });
  });

  it('is append-only through the API', async () => {
    const before = (await readLog()).total;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const response = await api.app.request('/api/admin/activity', jsonInit(method, {}, mona.cookie));
      expect(response.status).toBe(404);
    }
    expect((await readLog()).total).toBe(before);
  });

  it('prunes records older than 365 days and keeps the rest', async () => {
    await api.handle.db.insert(activity).values([
      { action: 'user.deleted', target: 'Old News', clientAddress: '192.0.2.1', createdAt: '2020-01-01T00:00:00.000Z' },
      { action: 'user.deleted', target: 'Recent', clientAddress: '192.0.2.1', createdAt: new Date(Date.now() - 300 * 86_400_000).toISOString() },
    ]);
    await pruneActivity(api.handle.db);
    const targets = (await readLog('?action=user.deleted')).items.map((item) => item.target);
    expect(targets).toContain('Recent');
    expect(targets).not.toContain('Old News');
  });
});
