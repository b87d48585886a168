import { z } from 'zod';
import { perLanguage } from './per-language.ts';

const MAX_NOTIFICATION_EMAILS = 10;

/** "Notification emails" and the visitor acknowledgement switch of the admin settings. */
export const inboxSettingsSchemas = perLanguage((m) => {
  const invalid = m.inbox.notificationEmailsInvalid;
  return z.object({
    notificationEmails: z
      .array(
        z
          .string({ error: invalid })
          .trim()
          .toLowerCase()
          .max(254, invalid)
          .pipe(z.email({ error: invalid })),
        { error: invalid },
      )
      .max(MAX_NOTIFICATION_EMAILS, m.inbox.tooManyNotificationEmails(MAX_NOTIFICATION_EMAILS))
      .transform((emails) => [...new Set(emails)]),
    acknowledgeVisitors: z.boolean({ error: m.inbox.acknowledgeNotBoolean }),
  });
});

export type InboxSettings = z.output<typeof inboxSettingsSchemas.en>;

/** The settings field holds one comma- or line-separated string; the API takes the list. */
export const splitEmails = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((email) => email.trim())
    .filter(Boolean);
