import type { Database } from '../../db/client.ts';
import { project, siteContent, siteContentPublish } from '../../db/schema.ts';
import { contentImageUrls } from '../site-content/content-images.ts';

/** One place that knows what uses an image: a project's main image and gallery, and the site content's images. */
type ReferenceSource = (db: Database) => Promise<string[]>;

const projectImages: ReferenceSource = async (db) =>
  (await db.select({ imageUrl: project.imageUrl, galleryImages: project.galleryImages }).from(project)).flatMap((row) => [
    row.imageUrl,
    ...row.galleryImages.map((image) => image.url),
  ]);

// Drafts and kept publishes too: "Publish changes" or "Restore" may bring them back on the site.
const siteContentImages: ReferenceSource = async (db) => {
  const sections = await db.select({ published: siteContent.published, draft: siteContent.draft }).from(siteContent);
  const publishes = await db.select({ content: siteContentPublish.content }).from(siteContentPublish);
  return [...contentImageUrls(sections), ...contentImageUrls(publishes)];
};

/** Add a source here when something new shows uploaded images. */
const SOURCES: ReferenceSource[] = [projectImages, siteContentImages];

/** Every image address something still shows; an uploaded image outside it may be collected. */
export const referencedImageUrls = async (db: Database): Promise<Set<string>> => new Set((await Promise.all(SOURCES.map((source) => source(db)))).flat());
