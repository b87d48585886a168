import { z } from 'zod';
import { siteContentMessages as m } from '../messages/site-content.ts';

/** The body of PUT /api/admin/site-content/:section; `content` is then checked by the section's own schema. */
export const siteContentSaveSchema = z.object(
  {
    version: z.number({ error: m.versionRequired }).int(m.versionRequired).min(0, m.versionRequired).max(Number.MAX_SAFE_INTEGER, m.versionRequired),
    content: z.record(z.string(), z.unknown(), { error: m.notAnObject }),
  },
  { error: m.notAnObject },
);
