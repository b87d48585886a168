import { z } from 'zod';

export const SUBSCRIBE_EMAIL_REQUIRED = 'Please enter your email address';

export const subscribeSchema = z.object({
  email: z
    .string({ error: SUBSCRIBE_EMAIL_REQUIRED })
    .trim()
    .min(1, SUBSCRIBE_EMAIL_REQUIRED)
    .max(254, 'Please enter a valid email address.')
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
});

export type SubscribeInput = z.input<typeof subscribeSchema>;
