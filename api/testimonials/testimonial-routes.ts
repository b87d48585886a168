import { Hono } from 'hono';
import { z } from 'zod';
import { approvedTestimonials, publicTestimonial } from '../../db/testimonials.ts';
import { perLanguage } from '../../shared/schemas/per-language.ts';
import type { AppEnv } from '../context.ts';
import { validate } from '../validation.ts';

const querySchemas = perLanguage((m) =>
  z.object({
    projectId: z.coerce
      .number({ error: m.requests.invalidId })
      .int(m.requests.invalidId)
      .positive(m.requests.invalidId)
      .max(Number.MAX_SAFE_INTEGER, m.requests.invalidId)
      .optional(),
    lang: z.string().optional(),
  }),
);

/**
 * `GET /api/testimonials`: the approved testimonials in the office's order, of one project with `?projectId=`; each
 * quote in English, or with `?lang=ar` in Arabic, in the other language where it has none (its `lang` says which).
 */
export const testimonialRoutes = new Hono<AppEnv>().get('/', validate('query', querySchemas), async (c) => {
  const { projectId, lang } = c.req.valid('query');
  const rows = await approvedTestimonials(c.var.db, { projectId });
  return c.json(rows.map((row) => publicTestimonial(row, lang === 'ar' ? 'ar' : 'en')));
});
