import { z } from 'zod';

const NOTIFICATION_EMAIL_INVALID = 'Please enter valid email addresses, separated by commas.';
const MAX_NOTIFICATION_EMAILS = 10;

/** "Notification emails" and the visitor acknowledgement switch of the admin settings. */
export const inboxSettingsSchema = z.object({
  notificationEmails: z
    .array(
      z
        .string({ error: NOTIFICATION_EMAIL_INVALID })
        .trim()
        .toLowerCase()
        .max(254, NOTIFICATION_EMAIL_INVALID)
        .pipe(z.email({ error: NOTIFICATION_EMAIL_INVALID })),
      {
        error: NOTIFICATION_EMAIL_INVALID,
      },
    )
    .max(MAX_NOTIFICATION_EMAILS, `At most ${MAX_NOTIFICATION_EMAILS} notification emails.`)
    .transform((emails) => [...new Set(emails)]),
  acknowledgeVisitors: z.boolean({ error: 'Acknowledge visitors must be true or false.' }),
});

export type InboxSettings = z.output<typeof inboxSettingsSchema>;

/** The settings field holds one comma- or line-separated string; the API takes the list. */
export const splitEmails = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((email) => email.trim())
    .filter(Boolean);
