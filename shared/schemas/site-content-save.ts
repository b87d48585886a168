import { z } from 'zod';
import { perLanguage } from './per-language.ts';

/** The body of PUT /api/admin/site-content/:section; `content` is then checked by the section's own schema. */
export const siteContentSaveSchemas = perLanguage((m) => {
  const version = m.siteContent.versionRequired;
  return z.object(
    {
      version: z.number({ error: version }).int(version).min(0, version).max(Number.MAX_SAFE_INTEGER, version),
      content: z.record(z.string(), z.unknown(), { error: m.siteContent.notAnObject }),
    },
    { error: m.siteContent.notAnObject },
  );
});
