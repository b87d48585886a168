import { z } from 'zod';
import { MESSAGE_STATUSES } from '../inbox.ts';
import { perLanguage } from './per-language.ts';

export const NOTE_MAX = 2000;

/** What an admin changes on a message: its status, its private note, or both. */
export const messageUpdateSchemas = perLanguage((m) =>
  z
    .object({
      status: z.enum(MESSAGE_STATUSES, { error: m.inbox.statusInvalid(MESSAGE_STATUSES) }).optional(),
      note: z
        .string({ error: m.inbox.noteNotText })
        .trim()
        .max(NOTE_MAX, m.inbox.noteTooLong(NOTE_MAX))
        .nullable()
        .optional()
        .transform((note) => (note === undefined ? undefined : note || null)),
    })
    .refine((update) => update.status !== undefined || update.note !== undefined, { error: m.inbox.nothingToChange }),
);

export const messageListQuerySchemas = perLanguage((m) =>
  z.object({
    status: z.enum(MESSAGE_STATUSES, { error: m.inbox.statusInvalid(MESSAGE_STATUSES) }).optional(),
  }),
);
