import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { uploadedImage, type UploadedImage } from '../../db/schema.ts';
import type { ApiMessages } from '../../shared/messages/en.ts';
import { mediaAltSchemas } from '../../shared/schemas/media.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';
import { sectionTitle } from '../../shared/site-content/section-titles.ts';
import { recordActivity, recordActivityIn } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { langOf, messageFor, messagesFor } from '../middleware/language.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { requireRole } from '../sessions/guards.ts';
import { imageUses, type ImageUse } from '../uploads/index.ts';
import { storedFileNames } from '../uploads/index.ts';
import { isSafeName } from '../storage/storage.ts';
import { validate } from '../validation.ts';

/** The narrowest stored copy, for the library's grid; the image itself when it has none. */
const thumbnailOf = (image: UploadedImage) => image.variants[0]?.url ?? image.url;

/** An image as the library lists it: its facts, its alt texts and every place that shows it. */
const mediaView = (image: UploadedImage, uses: readonly ImageUse[]) => ({
  id: image.name,
  url: image.url,
  thumbnailUrl: thumbnailOf(image),
  fileName: image.fileName ?? image.name,
  width: image.width,
  height: image.height,
  bytes: image.bytes,
  createdAt: image.createdAt,
  alt: { en: image.altEn, ar: image.altAr },
  uses: [...uses],
});

/** A use as a sentence in `lang` names it: "the project “Zamalek Loft”", "the home page hero", "Site Content (Home)". */
const placeName = (m: ApiMessages, lang: ContentLocale, use: ImageUse) => {
  switch (use.kind) {
    case 'project':
      return m.media.placeProject(use.title);
    case 'hero':
      return m.media.placeHero;
    case 'content':
      return m.media.placeContent(sectionTitle(use.section, lang));
    case 'testimonial':
      return m.media.placeTestimonial(use.name);
  }
};

const findImage = async (db: Database, id: string) => {
  if (!isSafeName(id)) return null;
  const [image] = await db.select().from(uploadedImage).where(eq(uploadedImage.name, id)).limit(1);
  return image ?? null;
};

/**
 * The media library: every uploaded image with where it is used, its alt texts edited once
 * for every place that leaves its own empty, and deletion of an image nothing uses.
 */
export const adminMediaRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.media))
  .get('/', async (c) => {
    const [images, uses] = await Promise.all([c.var.db.select().from(uploadedImage).orderBy(desc(uploadedImage.createdAt), desc(uploadedImage.name)), imageUses(c.var.db)]);
    return c.json(images.map((image) => mediaView(image, uses.get(image.url) ?? [])));
  })
  .patch('/:id', validate('json', mediaAltSchemas), async (c) => {
    const { alt } = c.req.valid('json');
    const before = await findImage(c.var.db, c.req.param('id'));
    if (!before) return fail(404, (m) => m.media.notFound);
    const [after] = await c.var.db.update(uploadedImage).set({ altEn: alt.en, altAr: alt.ar }).where(eq(uploadedImage.name, before.name)).returning();
    if (!after) return fail(404, (m) => m.media.notFound);
    const uses = (await imageUses(c.var.db)).get(after.url) ?? [];
    if (before.altEn !== after.altEn || before.altAr !== after.altAr) {
      await recordActivity(c, { action: 'image.described', target: after.fileName ?? after.url, details: { url: after.url } });
      // The pages that show it read the library's alt where their own is empty.
      if (uses.length > 0) c.var.publisher.contentChanged(`alt text of ${after.url} changed`);
    }
    return c.json(mediaView(after, uses));
  })
  .delete('/:id', async (c) => {
    const id = c.req.param('id');
    // Checked and removed in one write transaction: nothing can start using it in between.
    const result = await c.var.db.transaction(async (tx) => {
      const [image] = isSafeName(id) ? await tx.select().from(uploadedImage).where(eq(uploadedImage.name, id)).limit(1) : [];
      if (!image) return fail(404, (m) => m.media.notFound);
      const uses = (await imageUses(tx)).get(image.url) ?? [];
      if (uses.length > 0) return { image, uses };
      await tx.delete(uploadedImage).where(eq(uploadedImage.name, image.name));
      await recordActivityIn(tx, c, { action: 'image.deleted', target: image.fileName ?? image.url, details: { url: image.url } });
      return { image, uses };
    });
    if (result.uses.length > 0) {
      const m = messagesFor(c);
      return c.json({ message: m.media.inUse(result.uses.map((use) => placeName(m, langOf(c), use))), uses: result.uses }, 409);
    }
    // The files go once the record is gone; one that cannot be removed now stays as a file nothing lists.
    for (const name of storedFileNames(result.image)) await c.var.storage.remove(name).catch(() => undefined);
    return c.json({ message: messageFor(c, (m) => m.media.deleted) });
  });
