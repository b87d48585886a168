import { asc } from 'drizzle-orm';
import { must } from '../../shared/must.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activity, project } from '../../db/schema.ts';
import { en } from '../../shared/messages/en.ts';
import { authed, createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let cookie = '';
let pendingCookie = '';

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps, { name: 'Mona' }));
  ({ cookie: pendingCookie } = await createUserWithSession(api.deps, { approved: false }));
});

const body = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Project ${slug}`,
  slug,
  category: 'residential',
  description: 'A home renovated from floor to ceiling.',
  imageUrl: '/uploads/home.webp',
  imageAlt: 'Living room',
  ...overrides,
});

const create = async (slug: string, overrides: Record<string, unknown> = {}) => {
  const res = await api.app.request('/api/admin/projects', jsonInit('POST', body(slug, overrides), cookie));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; slug: string; status: string };
};
const get = (path: string, session?: string) => api.app.request(path, session ? authed(session) : {});
const slugsOf = async (res: Response) => ((await res.json()) as { slug: string }[]).map((row) => row.slug);
const putOrder = (ids: unknown, session = cookie) => api.app.request('/api/admin/projects/order', jsonInit('PUT', { ids }, session));
const storedOrder = async () =>
  (await api.handle.db.select({ position: project.position, id: project.id }).from(project).orderBy(asc(project.id))).map((row) => `${row.id}:${row.position}`);
const lastActivity = async () => (await api.handle.db.select().from(activity)).at(-1);

describe('project drafts', () => {
  it('publishes a project sent without a status, as the spec contract does', async () => {
    const created = await create('no-status-villa');
    expect(created.status).toBe('Published');
    expect((await get('/api/projects/no-status-villa')).status).toBe(200);
  });

  it('keeps a draft out of every public read, signed in or not', async () => {
    const draft = await create('secret-draft', { status: 'Draft', featured: true });
    expect(draft.status).toBe('Draft');
    expect((await lastActivity())?.action).toBe('project.created');
    for (const session of [undefined, cookie]) {
      expect(await slugsOf(await get('/api/projects', session))).not.toContain('secret-draft');
      expect(await slugsOf(await get('/api/projects/featured', session))).not.toContain('secret-draft');
      const one = await get('/api/projects/secret-draft', session);
      expect(one.status).toBe(404);
      expect(await one.json()).toEqual({ message: en.projects.notFound });
    }
  });

  it('lists drafts with their status for admins, and reads one for the preview', async () => {
    const draft = await create('listed-draft', { status: 'Draft' });
    const list = (await (await get('/api/admin/projects', cookie)).json()) as { slug: string; status: string }[];
    expect(list.find((row) => row.slug === 'listed-draft')?.status).toBe('Draft');
    expect(list.find((row) => row.slug === 'no-status-villa')?.status).toBe('Published');
    const one = await get(`/api/admin/projects/${draft.id}`, cookie);
    expect(await one.json()).toMatchObject({ slug: 'listed-draft', status: 'Draft' });
    expect((await get('/api/admin/projects/999999', cookie)).status).toBe(404);
  });

  it('publishes a draft, republishes the site and records it', async () => {
    const draft = await create('soon-public', { status: 'Draft' });
    const res = await api.app.request(`/api/admin/projects/${draft.id}`, jsonInit('PUT', { status: 'Published' }, cookie));
    expect(res.status).toBe(200);
    expect(api.publisher.reasons.at(-1)).toMatch(/soon-public.*updated/);
    expect(await lastActivity()).toMatchObject({ action: 'project.published', target: 'Project soon-public' });
    expect((await get('/api/projects/soon-public')).status).toBe(200);

    await api.app.request(`/api/admin/projects/${draft.id}`, jsonInit('PUT', { status: 'Draft' }, cookie));
    expect((await lastActivity())?.action).toBe('project.drafted');
    expect((await get('/api/projects/soon-public')).status).toBe(404);
  });

  it('refuses an unknown status with its message and changes nothing', async () => {
    const res = await api.app.request('/api/admin/projects', jsonInit('POST', body('odd-status', { status: 'Hidden' }), cookie));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(en.projects.statusInvalid);
    expect((await get('/api/admin/projects', cookie)).ok).toBe(true);
    expect(await slugsOf(await get('/api/admin/projects', cookie))).not.toContain('odd-status');
  });
});

describe('portfolio order', () => {
  it('puts a new project first', async () => {
    await create('newest-first');
    expect((await slugsOf(await get('/api/projects')))[0]).toBe('newest-first');
    expect((await slugsOf(await get('/api/admin/projects', cookie)))[0]).toBe('newest-first');
  });

  it('saves the order the office sets, and the public reads follow it', async () => {
    const list = (await (await get('/api/admin/projects', cookie)).json()) as { id: number; slug: string }[];
    const reversed = list.map((row) => row.id).reverse();
    const res = await putOrder(reversed);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }[]).map((row) => row.id)).toEqual(reversed);
    expect(api.publisher.reasons.at(-1)).toBe('portfolio order changed');
    expect(await lastActivity()).toMatchObject({ action: 'projects.reordered', target: `Project ${must(list.at(-1)).slug}` });
    const publicSlugs = await slugsOf(await get('/api/projects'));
    expect(publicSlugs).toEqual(
      list
        .filter((row) => publicSlugs.includes(row.slug))
        .map((row) => row.slug)
        .reverse(),
    );
  });

  it('keeps projects left out of the list after it, in their order', async () => {
    const before = (await (await get('/api/admin/projects', cookie)).json()) as { id: number }[];
    const last = must(before.at(-1)).id;
    await putOrder([last]);
    const after = ((await (await get('/api/admin/projects', cookie)).json()) as { id: number }[]).map((row) => row.id);
    expect(after).toEqual([last, ...before.slice(0, -1).map((row) => row.id)]);
  });

  it.each([
    ['an unknown id', [999999], en.projects.orderUnknown([999999])],
    ['a repeated id', 'duplicate', en.projects.orderDuplicate],
    ['an empty list', [], en.projects.orderEmpty],
    ['something other than a list', 'not a list', en.projects.orderNotAList],
    ['ids that are not whole numbers', [1.5], en.projects.orderNotAList],
  ])('refuses %s with 400 and changes nothing', async (_case, ids, message) => {
    const first = (await (await get('/api/admin/projects', cookie)).json()) as { id: number }[];
    const sent = ids === 'duplicate' ? [must(first[0]).id, must(first[1]).id, must(first[0]).id] : ids;
    const before = await storedOrder();
    const reasons = api.publisher.reasons.length;
    const res = await putOrder(sent);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await storedOrder()).toEqual(before);
    expect(api.publisher.reasons).toHaveLength(reasons);
  });

  it('answers 401 without a session and 403 to a pending account, changing nothing', async () => {
    const ids = ((await (await get('/api/admin/projects', cookie)).json()) as { id: number }[]).map((row) => row.id).reverse();
    const before = await storedOrder();
    expect((await putOrder(ids, '')).status).toBe(401);
    expect((await putOrder(ids, pendingCookie)).status).toBe(403);
    expect((await get('/api/admin/projects')).status).toBe(401);
    expect((await get('/api/admin/projects', pendingCookie)).status).toBe(403);
    expect(await storedOrder()).toEqual(before);
  });
});
