import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { MAX_IMAGE_BYTES } from '../../shared/schemas/project.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { enforceLimit } from '../middleware/rate-limits.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';
import { processAndStoreImage, UnsupportedImageError } from '../uploads/image-processing.ts';
import { recordActivity } from '../activity/record-activity.ts';

const TOO_LARGE = 'The image is larger than 5 MB. Please choose a smaller file.';
/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const adminUploadRoutes = new Hono<AppEnv>().post(
  '/',
  requireApprovedAdmin,
  async (c, next) => {
    if (c.req.header('x-requested-with') !== 'XMLHttpRequest') {
      return fail(403, 'Uploads must come from the admin app (X-Requested-With: XMLHttpRequest is missing).');
    }
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') return fail(415, 'Please send the image as multipart/form-data in the field "image".');
    await next();
  },
  // Counts bytes as they stream in and stops reading past the limit, whatever Content-Length claims.
  bodyLimit({
    maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new HTTPException(413, { message: TOO_LARGE });
    },
  }),
  async (c) => {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch (error) {
      if (error instanceof HTTPException) throw error;
      return fail(400, 'The upload could not be read. Please try again.');
    }
    const file = form.get('image');
    if (!(file instanceof File) || file.size === 0) return fail(400, 'Please choose an image file to upload in the field "image".');
    if (file.size > MAX_IMAGE_BYTES) return fail(413, TOO_LARGE);

    enforceLimit(c.var.limits.upload, String(c.var.user!.id));
    try {
      const stored = await processAndStoreImage(c.var.storage, Buffer.from(await file.arrayBuffer()));
      await recordActivity(c, { action: 'image.uploaded', target: stored.url });
      return c.json({ imageUrl: stored.url, width: stored.width, height: stored.height, variants: stored.variants }, 201);
    } catch (error) {
      if (error instanceof UnsupportedImageError) {
        return fail(415, 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded, and the file must be a readable image.');
      }
      throw error;
    }
  },
);
