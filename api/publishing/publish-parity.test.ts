import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { project, projectTranslation, redirect, siteContent, testimonial, uploadedImage } from '../../db/schema.ts';
import { openPreparedDatabase } from '../prepared-database.ts';
import { BUILD_INFO_FILE } from './build-folders.ts';
import { createPublisher } from './publisher.ts';
import { runSiteCompile } from './run-build.ts';
import { createSiteBuilds } from './site-builds.ts';
import { createSitePublishing } from './site-publishing.ts';

/**
 * The live site after publishing many changes one by one (only the pages each change shows rendered
 * again, some changes arriving while a publish runs) is, file for file, what rendering the whole site
 * from the same database writes. PUBLISH_PARITY_CHANGES runs a longer sequence; the seed is printed.
 */
const CHANGES = Number(process.env.PUBLISH_PARITY_CHANGES ?? 50);
const SEED = Number(process.env.PUBLISH_PARITY_SEED ?? Date.now() % 100_000);

const dir = mkdtempSync(join(tmpdir(), 'nile-parity-'));
const siteUrl = 'http://parity.test';
const databaseUrl = `file:${join(dir, 'site.db')}`;
let handle: DatabaseHandle;

/** A small deterministic random source (mulberry32), so a failing sequence can be run again from its seed. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const random = randomFrom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const CATEGORIES = ['residential', 'commercial', 'hospitality', 'retail', 'other'] as const;

const filesOf = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== BUILD_INFO_FILE)
    .sort();

let serial = 0;
const image = (n: number) => `/uploads/parity-${n}.webp`;

const addProject = async () => {
  const n = ++serial;
  const [row] = await handle.db
    .insert(project)
    .values({
      title: `Parity Project ${n}`,
      slug: `parity-project-${n}`,
      category: pick(CATEGORIES),
      description: `Project ${n} of the parity test.`,
      imageUrl: image(n % 4),
      imageAlt: '',
      galleryImages: [{ url: image((n + 1) % 4), alt: '' }],
      featured: random() < 0.4,
      position: n,
    })
    .returning({ id: project.id });
  await handle.db.insert(projectTranslation).values({ projectId: row?.id ?? 0, locale: 'ar', title: `مشروع ${n}`, description: `وصف المشروع ${n}.`, galleryAlts: [] });
};

/** Appends `mark` to the first English text of a published site-content section. */
const editSiteContent = async (mark: string) => {
  const rows = await handle.db.select().from(siteContent);
  const row = pick(rows);
  const content = structuredClone(row.published) as Record<string, unknown>;
  const visit = (value: unknown): boolean => {
    if (!value || typeof value !== 'object') return false;
    const record = value as Record<string, unknown>;
    if (typeof record.en === 'string' && record.en.length > 0) {
      record.en = `${record.en} ${mark}`;
      return true;
    }
    return Object.values(record).some(visit);
  };
  visit(content);
  await handle.db.update(siteContent).set({ published: content }).where(eq(siteContent.section, row.section));
};

const changes: Record<string, (mark: string) => Promise<unknown>> = {
  create: () => addProject(),
  'edit in English': async (mark) => {
    const [row] = await handle.db
      .select()
      .from(project)
      .orderBy(project.id)
      .limit(1)
      .offset(Math.floor(random() * 4));
    if (row)
      await handle.db
        .update(project)
        .set({ title: `${row.title.replace(/ \d+$/, '')} ${mark}` })
        .where(eq(project.id, row.id));
  },
  'edit in Arabic': async (mark) => {
    const rows = await handle.db.select().from(projectTranslation);
    if (rows.length) {
      const row = pick(rows);
      await handle.db
        .update(projectTranslation)
        .set({ title: `مشروع معدل ${mark}` })
        .where(eq(projectTranslation.projectId, row.projectId));
    }
  },
  'publish or unpublish': async () => {
    const row = pick(await handle.db.select().from(project));
    if (row)
      await handle.db
        .update(project)
        .set({ status: row.status === 'Published' ? 'Draft' : 'Published' })
        .where(eq(project.id, row.id));
  },
  feature: async () => {
    const row = pick(await handle.db.select().from(project));
    if (row) await handle.db.update(project).set({ featured: !row.featured }).where(eq(project.id, row.id));
  },
  reorder: async () => {
    const rows = await handle.db.select().from(project);
    const [a, b] = [pick(rows), pick(rows)];
    if (a && b) {
      await handle.db.update(project).set({ position: b.position }).where(eq(project.id, a.id));
      await handle.db.update(project).set({ position: a.position }).where(eq(project.id, b.id));
    }
  },
  'change category': async () => {
    const row = pick(await handle.db.select().from(project));
    if (row)
      await handle.db
        .update(project)
        .set({ category: pick(CATEGORIES) })
        .where(eq(project.id, row.id));
  },
  'rename a slug': async (mark) => {
    const row = pick(await handle.db.select().from(project));
    if (row)
      await handle.db
        .update(project)
        .set({ slug: `renamed-${mark}` })
        .where(eq(project.id, row.id));
  },
  delete: async () => {
    const rows = await handle.db.select().from(project);
    if (rows.length > 3) await handle.db.delete(project).where(eq(project.id, pick(rows).id));
  },
  'publish site content': (mark) => editSiteContent(mark),
  'add a redirect': (mark) => handle.db.insert(redirect).values({ fromPath: `/old-${mark}`, toPath: '/portfolio' }),
  'remove a redirect': async () => {
    const rows = await handle.db.select().from(redirect);
    if (rows.length) await handle.db.delete(redirect).where(eq(redirect.id, pick(rows).id));
  },
  'add a testimonial': async (mark) => {
    const projects = await handle.db.select({ id: project.id }).from(project);
    const english = random() < 0.6;
    await handle.db.insert(testimonial).values({
      quoteEn: english ? `Words ${mark}` : '',
      quoteAr: english && random() < 0.5 ? '' : `كلمات ${mark}`,
      name: `Client ${mark}`,
      projectId: random() < 0.7 ? pick(projects).id : null,
      photo: random() < 0.5 ? image(Math.floor(random() * 4)) : null,
      consent: true,
      status: random() < 0.7 ? 'approved' : 'pending',
    });
  },
  'approve, hide or reorder a testimonial': async () => {
    const rows = await handle.db.select().from(testimonial);
    if (rows.length === 0) return;
    const row = pick(rows);
    await handle.db
      .update(testimonial)
      .set(random() < 0.5 ? { status: pick(['approved', 'hidden', 'pending'] as const) } : { position: Math.floor(random() * 10) })
      .where(eq(testimonial.id, row.id));
  },
  'pick testimonials for Home and About': async () => {
    const ids = (await handle.db.select({ id: testimonial.id }).from(testimonial)).map((row) => row.id).filter(() => random() < 0.6);
    const [row] = await handle.db.select().from(siteContent).where(eq(siteContent.section, 'home'));
    const home = structuredClone(row?.published) as { testimonials: { ids: number[] } };
    home.testimonials.ids = ids.slice(0, 6);
    await handle.db.update(siteContent).set({ published: home }).where(eq(siteContent.section, 'home'));
  },
  'edit an alt text': async (mark) => {
    await handle.db
      .update(uploadedImage)
      .set({ altEn: `Alt ${mark}`, altAr: `وصف ${mark}` })
      .where(eq(uploadedImage.url, image(Math.floor(random() * 4))));
  },
};

beforeAll(async () => {
  const config = { database: { url: databaseUrl } };
  handle = await openPreparedDatabase(config);
  await handle.db.insert(uploadedImage).values(
    [0, 1, 2, 3].map((n) => ({
      name: `parity-${n}.webp`,
      url: image(n),
      width: 1600,
      height: 1067,
      bytes: 1000,
      variants: [{ name: `parity-${n}-800.webp`, width: 800, url: `/uploads/parity-${n}-800.webp` }],
      altEn: `Image ${n}`,
      altAr: `صورة ${n}`,
    })),
  );
  for (let n = 0; n < 8; n++) await addProject();
}, 60_000);

afterAll(() => {
  handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('publishing change by change', () => {
  it(`leaves exactly the files a whole render of the same database writes (${CHANGES} changes, seed ${SEED})`, async () => {
    const env = { ...process.env, SITE_URL: siteUrl, ANALYTICS: 'server', DATABASE_URL: databaseUrl };
    const builds = createSiteBuilds(join(dir, 'site'));
    const site = createSitePublishing({ db: handle.db, builds, siteUrl, analytics: 'server', env, compile: runSiteCompile(env) });
    const publisher = createPublisher({ builds, runBuild: site.publishInto, debounceMs: 0, log: () => {} });
    await publisher.publishNow('first start');
    expect(publisher.status().lastError).toBeNull();

    const kinds = Object.keys(changes);
    for (let n = 1; n <= CHANGES; n++) {
      // Every kind once, then at random; every third change lands while a publish may still be running.
      const kind = n <= kinds.length ? (kinds[n - 1] as string) : pick(kinds);
      await changes[kind]?.(`m${n}`);
      publisher.contentChanged(kind);
      if (n % 3 !== 0) await publisher.whenIdle();
      expect(publisher.status().lastError).toBeNull();
    }
    await publisher.whenIdle();
    const live = await builds.current();
    if (!live) throw new Error('no live build');

    const whole = join(dir, 'whole');
    await site.publishInto(whole, undefined, { whole: true });
    const [liveFiles, wholeFiles] = [filesOf(live.dir), filesOf(whole)];
    expect(liveFiles).toEqual(wholeFiles);
    const differing = liveFiles.filter((file) => !readFileSync(join(live.dir, file)).equals(readFileSync(join(whole, file))));
    expect(differing).toEqual([]);
    await publisher.stop();
    await site.stop();
  }, 240_000);
});
