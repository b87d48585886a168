import { z } from 'zod';
import { MESSAGE_STATUSES } from '../inbox.ts';

export const NOTE_MAX = 2000;

/** What an admin changes on a message: its status, its private note, or both. */
export const messageUpdateSchema = z
  .object({
    status: z.enum(MESSAGE_STATUSES, { error: `Status must be one of ${MESSAGE_STATUSES.join(', ')}.` }).optional(),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters.`)
      .nullable()
      .optional()
      .transform((note) => (note === undefined ? undefined : note || null)),
  })
  .refine((update) => update.status !== undefined || update.note !== undefined, { error: 'Send a status or a note to change.' });

export const messageListQuerySchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: `Status must be one of ${MESSAGE_STATUSES.join(', ')}.` }).optional(),
});
