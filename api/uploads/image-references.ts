import type { Database } from '../../db/client.ts';
import { project } from '../../db/schema.ts';

/** One place that knows what uses an image: a project's main image and its gallery. */
type ReferenceSource = (db: Database) => Promise<string[]>;

const projectImages: ReferenceSource = async (db) =>
  (await db.select({ imageUrl: project.imageUrl, galleryImages: project.galleryImages }).from(project)).flatMap((row) => [
    row.imageUrl,
    ...row.galleryImages.map((image) => image.url),
  ]);

/** Add a source here when something new shows uploaded images (site content, for example). */
const SOURCES: ReferenceSource[] = [projectImages];

/** Every image address something still shows; an uploaded image outside it may be collected. */
export const referencedImageUrls = async (db: Database): Promise<Set<string>> => new Set((await Promise.all(SOURCES.map((source) => source(db)))).flat());
