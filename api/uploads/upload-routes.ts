import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Message } from '../../shared/messages/api-messages.ts';
import { isImageTooLarge, MAX_IMAGE_BYTES } from '../../shared/image-limits.ts';
import type { AppEnv } from '../context.ts';
import { bodyTooLarge } from '../api-error.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { requireRole } from '../middleware/session.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { MAX_INPUT_PIXELS, TooManyPixelsError, UnsupportedImageError } from './image-processing.ts';
import { createSlots } from './processing-slots.ts';
import { saveUploadedImage } from './save-upload.ts';
import { recordActivity } from '../activity/record-activity.ts';

const TOO_LARGE: Message = (m) => m.uploads.tooLarge;
const TOO_MANY_PIXELS: Message = (m) => m.uploads.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000);
/** Uploads read and processed at once (decoding itself is limited further in image-processing.ts). */
const readingSlots = createSlots(2);
/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const adminUploadRoutes = new Hono<AppEnv>().post(
  '/',
  requireRole(...ADMIN_AREAS.projects),
  async (c, next) => {
    if (c.req.header('x-requested-with') !== 'XMLHttpRequest') {
      return fail(403, (m) => m.uploads.notFromAdmin);
    }
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') return fail(415, (m) => m.uploads.multipartRequired);
    await next();
  },
  // Unread bodies wait in the socket until a slot frees: ten parallel uploads are never all in memory at once.
  (_c, next) => readingSlots.run(next),
  // Counts bytes as they stream in and stops reading past the limit, whatever Content-Length claims.
  bodyLimit({ maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD, onError: () => bodyTooLarge(TOO_LARGE) }),
  async (c) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch (error) {
      if (error instanceof HTTPException) throw error;
      return fail(400, (m) => m.uploads.unreadable);
    }
    const file = form.get('image');
    if (!(file instanceof File) || file.size === 0) return fail(400, (m) => m.uploads.fileMissing);
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
