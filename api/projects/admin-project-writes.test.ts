import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activity, project, projectTranslation } from '../../db/schema.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { createUserWithSession, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';

const api = useTestApi();
let headers: Record<string, string> = {};

beforeAll(async () => {
  const { cookie } = await createUserWithSession(api.deps, { name: 'Mona' });
  headers = { Cookie: cookie, Origin: TEST_ORIGIN };
});

const body = (slug: string) => ({
  title: 'Garden City Apartment',
  slug,
  category: 'residential',
  description: 'A 1920s apartment brought back to its first plan.',
  imageUrl: '/uploads/garden-city.webp',
  imageAlt: 'The salon',
  galleryImages: [
    { url: '/uploads/garden-city.webp', alt: 'The salon' },
    { url: '/uploads/garden-city-2.webp', alt: 'The study' },
  ],
});
const arabic = { title: 'شقة جاردن سيتي', description: 'شقة من العشرينيات عادت إلى تخطيطها الأول.', galleryAlts: ['الصالون', 'المكتب'] };

// Through the typed client: `translations` is part of the routes' contract, checked by the type checker.
const create = (slug: string) => api.client.api.admin.projects.$post({ json: { ...body(slug), translations: { ar: arabic } } }, { headers });
const update = (id: number, json: Parameters<(typeof api.client.api.admin.projects)[':id']['$put']>[0]['json']) =>
  api.client.api.admin.projects[':id'].$put({ param: { id: String(id) }, json }, { headers });
const remove = (id: number) => api.client.api.admin.projects[':id'].$delete({ param: { id: String(id) } }, { headers });

const created = async (slug: string) => {
  const res = await create(slug);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
};

/** Everything a project write touches: the row, its Arabic texts, the activity log and the publisher. */
const stored = async (id: number) => ({
  project: (await api.handle.db.select().from(project).where(eq(project.id, id)))[0],
  translations: await api.handle.db.select().from(projectTranslation).where(eq(projectTranslation.projectId, id)),
  activity: await api.handle.db.select().from(activity).orderBy(asc(activity.id)),
  publishes: [...api.publisher.reasons],
});

/** Makes every write to `table` fail, as a full disk or a broken table would, until the test ends. */
const breakWritesTo = async (table: 'project_translation' | 'activity') => {
  for (const event of ['INSERT', 'UPDATE']) {
    await api.handle.client.execute(`CREATE TRIGGER broken_${table}_${event} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, '${table} is unavailable'); END`);
  }
  broken.push(table);
};
const broken: string[] = [];

/** The server logs the failed request; the test keeps its output quiet and checks the log line. */
const serverErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

afterEach(async () => {
  for (const table of broken.splice(0)) {
    for (const event of ['INSERT', 'UPDATE']) await api.handle.client.execute(`DROP TRIGGER broken_${table}_${event}`);
  }
  vi.restoreAllMocks();
});

const expectServerError = async (res: Response, errors: ReturnType<typeof serverErrors>) => {
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual({ message: en.requests.serverError });
  expect(errors).toHaveBeenCalledWith(
    expect.stringContaining('failed'),
    expect.objectContaining({ cause: expect.objectContaining({ message: expect.stringContaining('is unavailable') }) }),
  );
};

describe('a project write is one transaction', () => {
  it('creates nothing when its Arabic texts cannot be written', async () => {
    const before = await api.handle.db.select().from(project);
    const publishes = api.publisher.reasons.length;
    await breakWritesTo('project_translation');
    const errors = serverErrors();
    await expectServerError(await create('no-half-project'), errors);
    expect(await api.handle.db.select().from(project)).toEqual(before);
    expect(api.publisher.reasons).toHaveLength(publishes);
  });

  it('creates nothing when its activity record cannot be written', async () => {
    await breakWritesTo('activity');
    const errors = serverErrors();
    await expectServerError(await create('unrecorded-project'), errors);
    expect(await api.handle.db.select().from(project).where(eq(project.slug, 'unrecorded-project'))).toEqual([]);
    expect(await api.handle.db.select().from(projectTranslation)).toEqual([]);
  });

  it('leaves the project as it was when the edit of its Arabic texts fails', async () => {
    const { id } = await created('edit-fails-on-arabic');
    const before = await stored(id);
    await breakWritesTo('project_translation');
    const errors = serverErrors();
    await expectServerError(
      await update(id, { ...body('edit-fails-on-arabic'), title: 'A title never saved', translations: { ar: { ...arabic, title: 'عنوان لم يحفظ' } } }),
      errors,
    );
    expect(await stored(id)).toEqual(before);
  });

  it('leaves the project and its Arabic texts as they were when the activity record of an edit fails', async () => {
    const { id } = await created('edit-fails-on-activity');
    const before = await stored(id);
    await breakWritesTo('activity');
    const errors = serverErrors();
    await expectServerError(await update(id, { title: 'A title never saved', translations: { ar: { ...arabic, title: 'عنوان لم يحفظ' } } }), errors);
    await expectServerError(await update(id, { featured: true }), errors);
    // A reordered gallery moves the stored Arabic alts along, in the same transaction.
    await expectServerError(await update(id, { galleryImages: [...body('edit-fails-on-activity').galleryImages].reverse() }), errors);
    expect(await stored(id)).toEqual(before);
  });

  it('keeps the project when the activity record of its deletion fails', async () => {
    const { id } = await created('delete-fails-on-activity');
    const before = await stored(id);
    await breakWritesTo('activity');
    const errors = serverErrors();
    await expectServerError(await remove(id), errors);
    expect(await stored(id)).toEqual(before);
    expect(before.translations).toHaveLength(1);
  });

  it('keeps the portfolio order when the activity record of a reorder fails', async () => {
    await created('order-fails-on-activity');
    const order = async () =>
      (await api.handle.db.select({ id: project.id, position: project.position }).from(project).orderBy(asc(project.id))).map((row) => `${row.id}:${row.position}`);
    const before = await order();
    const publishes = api.publisher.reasons.length;
    await breakWritesTo('activity');
    const errors = serverErrors();
    // Oldest first: the reverse of the portfolio's order, where new projects go first.
    const ids = (await api.handle.db.select({ id: project.id }).from(project).orderBy(asc(project.id))).map((row) => row.id);
    await expectServerError(await api.client.api.admin.projects.order.$put({ json: { ids } }, { headers }), errors);
    expect(await order()).toEqual(before);
    expect(api.publisher.reasons).toHaveLength(publishes);
  });

  it('writes and deletes the project, its Arabic texts and its records together once nothing fails', async () => {
    const { id } = await created('written-together');
    const res = await update(id, { title: 'Garden City Apartment, restored', translations: { ar: { ...arabic, title: 'شقة جاردن سيتي بعد الترميم' } } });
    expect(res.status).toBe(200);
    const after = await stored(id);
    expect(after.project?.title).toBe('Garden City Apartment, restored');
    expect(after.translations[0]?.title).toBe('شقة جاردن سيتي بعد الترميم');
    expect(after.activity.at(-1)).toMatchObject({ action: 'project.edited', targetId: id, actorName: 'Mona' });
    expect(after.publishes.at(-1)).toBe('project "written-together" updated');

    expect((await remove(id)).status).toBe(200);
    const gone = await stored(id);
    expect(gone).toMatchObject({ project: undefined, translations: [] });
    expect(gone.activity.at(-1)).toMatchObject({ action: 'project.deleted', targetId: id });
  });
});

describe('a partial update', () => {
  it('changes only the fields it was sent: a draft toggled featured stays a draft and keeps its gallery', async () => {
    const { id } = await created('toggled-draft');
    expect((await update(id, { status: 'Draft' })).status).toBe(200);
    const res = await update(id, { featured: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ featured: true, status: 'Draft', galleryImages: body('toggled-draft').galleryImages });
  });

  it('refuses an update that would leave a stored field breaking a rule, and changes nothing', async () => {
    // A project stored before the image address rule existed.
    const [legacy] = await api.handle.db
      .insert(project)
      .values({ ...body('stored-before-the-rule'), imageUrl: 'http://images.example.com/old.jpg' })
      .returning();
    const { id } = must(legacy);
    const before = await stored(id);
    const res = await update(id, { featured: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: en.projects.imageUrlPattern, issues: [{ path: 'imageUrl', message: en.projects.imageUrlPattern }] });
    expect(await stored(id)).toEqual(before);

    const mended = await update(id, { featured: true, imageUrl: '/uploads/garden-city.webp' });
    expect(mended.status).toBe(200);
    expect(await mended.json()).toMatchObject({ featured: true, imageUrl: '/uploads/garden-city.webp' });
  });

  it('refuses the Arabic texts with the path of the broken field, before anything is written', async () => {
    const { id } = await created('arabic-rule');
    const before = await stored(id);
    const res = await update(id, { featured: true, translations: { ar: { title: 'اب' } } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: en.projects.titleTooShort, issues: [{ path: 'translations.ar.title', message: en.projects.titleTooShort }] });
    expect(await stored(id)).toEqual(before);
  });
});
