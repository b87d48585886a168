import { isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { project, projectTranslation, siteContent, siteContentPublish, testimonial } from '../../db/schema.ts';
import type { SiteContentSection } from '../../shared/site-content/sections.ts';
import { contentImages, contentImageUrls } from '../site-content/index.ts';

/** Where a project shows an image. */
type ProjectImagePlace = 'main' | 'gallery' | 'share';

/** One place that shows an image, as the media library names it. */
export type ImageUse =
  | { kind: 'project'; projectId: number; title: string; places: ProjectImagePlace[] }
  | { kind: 'hero' }
  | { kind: 'content'; section: SiteContentSection }
  | { kind: 'testimonial'; testimonialId: number; name: string };

const HERO = { section: 'home', path: 'hero.image' } as const;

type Uses = Map<string, ImageUse[]>;
/** The database, or a transaction that reads the uses and acts on them at once. */
type Reader = Database | Transaction;

const add = (uses: Uses, url: string, use: ImageUse) => {
  const list = uses.get(url) ?? [];
  if (!list.some((known) => JSON.stringify(known) === JSON.stringify(use))) list.push(use);
  uses.set(url, list);
};

/** A project's main image, gallery and share images (in every language), one use per project naming its places. */
const projectUses = async (db: Reader, uses: Uses) => {
  const [rows, translated] = await Promise.all([
    db.select({ id: project.id, title: project.title, imageUrl: project.imageUrl, galleryImages: project.galleryImages, shareImage: project.shareImage }).from(project),
    db.select({ projectId: projectTranslation.projectId, shareImage: projectTranslation.shareImage }).from(projectTranslation).where(isNotNull(projectTranslation.shareImage)),
  ]);
  for (const row of rows) {
    const places = new Map<string, Set<ProjectImagePlace>>();
    const at = (url: string | null | undefined, place: ProjectImagePlace) => {
      if (!url) return;
      places.set(url, (places.get(url) ?? new Set()).add(place));
    };
    at(row.imageUrl, 'main');
    for (const image of row.galleryImages) at(image.url, 'gallery');
    at(row.shareImage, 'share');
    for (const translation of translated) if (translation.projectId === row.id) at(translation.shareImage, 'share');
    for (const [url, found] of places) add(uses, url, { kind: 'project', projectId: row.id, title: row.title, places: [...found] });
  }
};

/** The site content's images, published and unpublished (a draft is published by one click). */
const siteContentUses = async (db: Reader, uses: Uses) => {
  for (const row of await db.select().from(siteContent)) {
    for (const image of [...contentImages(row.published), ...contentImages(row.draft)]) {
      add(uses, image.url, row.section === HERO.section && image.path === HERO.path ? { kind: 'hero' } : { kind: 'content', section: row.section });
    }
  }
};

/** A testimonial's photo, whatever its status: a hidden one may be shown again. */
const testimonialUses = async (db: Reader, uses: Uses) => {
  for (const row of await db.select({ id: testimonial.id, name: testimonial.name, photo: testimonial.photo }).from(testimonial).where(isNotNull(testimonial.photo))) {
    if (row.photo) add(uses, row.photo, { kind: 'testimonial', testimonialId: row.id, name: row.name });
  }
};

/**
 * The one place that knows what shows an image: a project's main image, gallery and share images, the
 * home hero, any image in the site content and testimonials' photos. Add a source here when something new shows uploaded images.
 */
export const imageUses = async (db: Reader): Promise<Uses> => {
  const uses: Uses = new Map();
  await projectUses(db, uses);
  await siteContentUses(db, uses);
  await testimonialUses(db, uses);
  return uses;
};

/** Every image address something shows or may show again: the uses, and the site content kept for "Restore". */
export const referencedImageUrls = async (db: Database): Promise<Set<string>> => {
  const publishes = await db.select({ content: siteContentPublish.content }).from(siteContentPublish);
  return new Set([...(await imageUses(db)).keys(), ...contentImageUrls(publishes)]);
};
