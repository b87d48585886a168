import { z } from 'zod';
import { perLanguage } from './per-language.ts';
import { keepScheduleField } from './schedule.ts';

/**
 * The body of PUT /api/admin/site-content/:section; `content` is then checked by the section's own schema.
 * `keepSchedule: false` takes a scheduled section's draft off its schedule (it then waits for "Publish").
 */
export const siteContentSaveSchemas = perLanguage((m) => {
  const version = m.siteContent.versionRequired;
  return z.object(
    {
      version: z.number({ error: version }).int(version).min(0, version).max(Number.MAX_SAFE_INTEGER, version),
      content: z.record(z.string(), z.unknown(), { error: m.siteContent.notAnObject }),
      keepSchedule: keepScheduleField(m),
    },
    { error: m.siteContent.notAnObject },
  );
});
