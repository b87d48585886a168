import { Hono } from 'hono';
import type { Message } from '../../shared/messages/api-messages.ts';
import { isImageTooLarge, MAX_IMAGE_BYTES } from '../../shared/image-limits.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { MAX_INPUT_PIXELS, TooManyPixelsError, UnsupportedImageError } from './image-processing.ts';
import { formBodyLimit, formFile, isMultipartForm } from './form-file.ts';
import { createSlots } from './processing-slots.ts';
import { saveUploadedImage } from './save-upload.ts';
import { recordActivity } from '../activity/index.ts';

const TOO_LARGE: Message = (m) => m.uploads.tooLarge;
const TOO_MANY_PIXELS: Message = (m) => m.uploads.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000);
/** Uploads read and processed at once (decoding itself is limited further in image-processing.ts). */
const readingSlots = createSlots(2);

export const adminUploadRoutes = new Hono<AppEnv>().post(
  '/',
  requireRole(...ADMIN_AREAS.projects),
  async (c, next) => {
    if (c.req.header('x-requested-with') !== 'XMLHttpRequest') {
      return fail(403, (m) => m.uploads.notFromAdmin);
    }
    if (!isMultipartForm(c)) return fail(415, (m) => m.uploads.multipartRequired);
    await next();
  },
  // Unread bodies wait in the socket until a slot frees: ten parallel uploads are never all in memory at once.
  (_c, next) => readingSlots.run(next),
  formBodyLimit(MAX_IMAGE_BYTES, TOO_LARGE),
  async (c) => {
    const file = await formFile(c, 'image', { unreadable: (m) => m.uploads.unreadable, missing: (m) => m.uploads.fileMissing });
    if (isImageTooLarge(file.size)) return fail(413, TOO_LARGE);

    await c.var.limits.upload.consume(requestClient(c));
    try {
      const saved = await saveUploadedImage(c.var.db, c.var.storage, Buffer.from(await file.arrayBuffer()), { fileName: file.name });
      await recordActivity(c, { action: 'image.uploaded', target: saved.fileName ?? saved.url, details: { url: saved.url } });
      return c.json(
        {
          /** The image's id in the media library. */
          id: saved.name,
          fileName: saved.fileName,
          imageUrl: saved.url,
          width: saved.width,
          height: saved.height,
          variants: saved.variants.map(({ url, width }) => ({ url, width })),
          bytes: saved.bytes,
          createdAt: saved.createdAt,
        },
        201,
      );
    } catch (error) {
      if (error instanceof TooManyPixelsError) return fail(422, TOO_MANY_PIXELS);
      if (error instanceof UnsupportedImageError) {
        return fail(415, (m) => m.uploads.unsupported);
      }
      throw error;
    }
  },
);
