import type { Context } from 'hono';
import type { ContactAttachment } from '../../db/schema.ts';

/** The name for a Content-Disposition header: an ASCII fallback, and the real name in UTF-8 (RFC 6266). */
const dispositionName = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * A stored attachment as its own answer. A PDF is always a download (`attachment`), never shown in the admin's
 * origin; an image (always a re-encoded WebP) may be shown inline. Neither may be sniffed as anything else, and
 * neither is kept by a cache.
 */
export const attachmentAnswer = (c: Context, file: Pick<ContactAttachment, 'name' | 'type' | 'data'>) =>
  c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.type,
    'Content-Disposition': `${file.type === 'application/pdf' ? 'attachment' : 'inline'}; ${dispositionName(file.name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
