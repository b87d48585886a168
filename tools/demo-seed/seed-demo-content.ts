import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { saveUploadedImage } from '../../api/uploads/save-upload.ts';
import type { ImageStorage } from '../../api/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { meta, project, projectTranslation, type NewProject } from '../../db/schema.ts';
import { DEMO_PROJECTS, type DemoProject } from './demo-projects.ts';
import { DEMO_PROJECTS_AR } from './demo-projects-ar.ts';

const SEED_MARKER = 'demo-seed';
const IMAGES = new URL('images/', import.meta.url);

/** Each image goes through the same pipeline as an admin's upload: stored, and its facts recorded. */
const buildProject = async (db: Database, storage: ImageStorage, demo: DemoProject): Promise<NewProject> => {
  const galleryImages = [];
  for (const [index, image] of demo.images.entries()) {
    // The committed file, uploaded under its own name as a photographer's would be, so the media library lists them by project.
    const fileName = `${demo.slug}-${index + 1}.jpg`;
    const stored = await saveUploadedImage(db, storage, await readFile(new URL(fileName, IMAGES)), { fileName });
    galleryImages.push({ url: stored.url, alt: image.alt });
  }
  const { images: _images, ...fields } = demo;
  const [main] = galleryImages;
  if (!main) throw new Error(`The demo project "${demo.title}" has no images.`);
  return { ...fields, imageUrl: main.url, imageAlt: main.alt, galleryImages };
};

/**
 * Seeds the demo portfolio once per database. A marker row records that it ran, so deleting
 * every demo project later never brings them back, and a database with content is left alone.
 */
export const seedDemoContent = async (db: Database, storage: ImageStorage, log: (line: string) => void = console.log) => {
  const [marker] = await db.select().from(meta).where(eq(meta.key, SEED_MARKER)).limit(1);
  if (marker) return { seeded: false };

  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)` }).from(project);
  if (count === 0) {
    log(`Seeding ${DEMO_PROJECTS.length} demo projects with demo pictures…`);
    const rows = [];
    for (const demo of DEMO_PROJECTS) rows.push(await buildProject(db, storage, demo));
    await db.batch([
      db.insert(project).values(rows).onConflictDoNothing({ target: project.slug }),
      db.insert(meta).values({ key: SEED_MARKER, value: new Date().toISOString() }).onConflictDoNothing(),
    ]);
    // Every demo project is bilingual.
    const seeded = await db.select({ id: project.id, slug: project.slug }).from(project);
    const translations = seeded.flatMap(({ id, slug }) => {
      const arabic = DEMO_PROJECTS_AR[slug];
      return arabic ? [{ projectId: id, locale: 'ar', ...arabic }] : [];
    });
    if (translations.length) await db.insert(projectTranslation).values(translations).onConflictDoNothing();
    return { seeded: true };
  }
  await db.insert(meta).values({ key: SEED_MARKER, value: 'skipped: database already had projects' }).onConflictDoNothing();
  return { seeded: false };
};
