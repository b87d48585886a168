import { z } from 'zod';
import { subscribeMessages as m } from '../messages/subscribe.ts';

export const subscribeSchema = z.object({
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.invalidEmail)
    .toLowerCase()
    .pipe(z.email({ error: m.invalidEmail })),
});
