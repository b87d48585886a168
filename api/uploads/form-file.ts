import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Message } from '../../shared/messages/api-messages.ts';
import { bodyTooLarge } from '../api-error.ts';
import { fail } from '../errors.ts';

/** Room for the multipart boundaries and headers around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Whether the request says it sends a multipart form, the only body a file comes in. */
export const isMultipartForm = (c: Context) => c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';

/**
 * Counts a form's bytes as they stream in and stops reading past a file of `maxFileBytes` and its multipart
 * framing, whatever Content-Length claims: a 413 with `tooLarge`, and the connection closed (bodyTooLarge).
 */
export const formBodyLimit = (maxFileBytes: number, tooLarge: Message) => bodyLimit({ maxSize: maxFileBytes + MULTIPART_OVERHEAD, onError: () => bodyTooLarge(tooLarge) });

/** The file a multipart form carries under `field`: a 400 with `unreadable` for a body that is no form, with `missing` for no file or an empty one. */
export const formFile = async (c: Context, field: string, { unreadable, missing }: { unreadable: Message; missing: Message }): Promise<File> => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    // The body limit's 413 goes out as it is.
    if (error instanceof HTTPException) throw error;
    return fail(400, unreadable);
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) return fail(400, missing);
  return file;
};
