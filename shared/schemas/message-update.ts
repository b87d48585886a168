import { z } from 'zod';
import { MESSAGE_STATUSES } from '../inbox.ts';
import { LEAD_STAGES, LOST_REASONS, MANUAL_CHANNELS, PROJECT_TYPES } from '../leads.ts';
import { emailField, optionalText, textField } from './fields.ts';
import { perLanguage } from './per-language.ts';

export const NOTE_MAX = 2000;
/** The largest deal value the pipeline takes, in EGP. */
export const VALUE_MAX = 10_000_000_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * What an admin changes on a message: its inbox status and private note, and where the deal stands (stage,
 * owner, follow-up date, estimated value in EGP, and the reason when Lost). Null clears the owner, the date,
 * the value or the reason.
 */
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
      stage: z.enum(LEAD_STAGES, { error: m.leads.stageInvalid(LEAD_STAGES) }).optional(),
      ownerId: z
        .number({ error: m.leads.ownerInvalid })
        .int(m.leads.ownerInvalid)
        .positive(m.leads.ownerInvalid)
        .max(Number.MAX_SAFE_INTEGER, m.leads.ownerInvalid)
        .nullable()
        .optional(),
      followUpOn: z.string({ error: m.leads.followUpInvalid }).refine(isCalendarDay, m.leads.followUpInvalid).nullable().optional(),
      value: z
        .number({ error: m.leads.valueInvalid(VALUE_MAX) })
        .int(m.leads.valueInvalid(VALUE_MAX))
        .min(0, m.leads.valueInvalid(VALUE_MAX))
        .max(VALUE_MAX, m.leads.valueInvalid(VALUE_MAX))
        .nullable()
        .optional(),
      lostReason: z
        .enum(LOST_REASONS, { error: m.leads.lostReasonInvalid(LOST_REASONS) })
        .nullable()
        .optional(),
    })
    .refine((update) => Object.values(update).some((value) => value !== undefined), { error: m.inbox.nothingToChange }),
);

/** Messages a page holds at most. */
const PAGE_LIMIT_MAX = 100;

/**
 * The list's filters, and the page: the first, of 25 messages, unless `page` and `limit` say otherwise. `status` picks one inbox status, `hide` leaves statuses out (the inbox hides Archived
 * and Spam), `q` searches name, email, subject and message, `source` is a source key (shared/lead-source.ts).
 */
export const messageListQuerySchemas = perLanguage((m) => {
  const statuses = z.enum(MESSAGE_STATUSES, { error: m.inbox.statusInvalid(MESSAGE_STATUSES) });
  const whole = (error: string, max: number) =>
    z
      .string({ error })
      .regex(/^\d{1,6}$/, error)
      .transform(Number)
      .pipe(z.number().int().min(1, error).max(max, error));
  return z.object({
    status: statuses.optional(),
    hide: z
      .string({ error: m.inbox.filterInvalid })
      .max(100, m.inbox.filterInvalid)
      .transform((value) => value.split(',').filter(Boolean))
      .pipe(z.array(statuses))
      .optional(),
    stage: z.enum(LEAD_STAGES, { error: m.leads.stageInvalid(LEAD_STAGES) }).optional(),
    q: z.string({ error: m.inbox.filterInvalid }).trim().max(200, m.inbox.filterInvalid).optional(),
    source: z.string({ error: m.leads.sourceFilterInvalid }).trim().toLowerCase().max(260, m.leads.sourceFilterInvalid).optional(),
    page: whole(m.inbox.pageInvalid, 1_000_000).optional(),
    limit: whole(m.inbox.limitInvalid(PAGE_LIMIT_MAX), PAGE_LIMIT_MAX).optional(),
  });
});

export type MessageListQuery = z.output<(typeof messageListQuerySchemas)['en']>;

/** "Add lead": a lead that came by phone, WhatsApp, a walk-in or a referral. It starts as "New lead". */
export const manualLeadSchemas = perLanguage((m) =>
  z.object({
    name: textField(m, { min: 2, max: 120, field: 'name', tooShort: m.contact.nameTooShort }),
    phone: textField(m, { min: 8, max: 40, field: 'phone', tooShort: m.contact.phoneTooShort }),
    email: z.preprocess((value) => (value === '' || value === null ? undefined : value), emailField(m.contact.invalidEmail).optional()),
    channel: z.enum(MANUAL_CHANNELS, { error: m.leads.channelInvalid(MANUAL_CHANNELS) }),
    projectType: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(PROJECT_TYPES, { error: m.leads.projectTypeInvalid }).optional()),
    note: optionalText(m, 'note', NOTE_MAX),
  }),
);

export type ManualLead = z.output<(typeof manualLeadSchemas)['en']>;
