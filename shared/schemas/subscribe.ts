import { z } from 'zod';
import { perLanguage } from './per-language.ts';

export const subscribeSchemas = perLanguage((m) =>
  z.object({
    email: z
      .string({ error: m.subscribe.emailRequired })
      .trim()
      .min(1, m.subscribe.emailRequired)
      .max(254, m.subscribe.invalidEmail)
      .toLowerCase()
      .pipe(z.email({ error: m.subscribe.invalidEmail })),
  }),
);
