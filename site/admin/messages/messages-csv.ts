import { company } from '../../../shared/company.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { toCsv } from '../lib/csv.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { dictionaries } from '../i18n/text.ts';
import { formatLongDate, isoDay } from '../lib/dates.ts';

/** The messages as shown, for a spreadsheet, in the admin's language; the shared writer neutralises would-be formulas. */
export const messagesCsv = (messages: readonly ContactMessage[], lang: AdminLanguage): string => {
  const t = dictionaries[lang].messages;
  return toCsv([
    [t.csvColumns.name, t.csvColumns.email, t.csvColumns.phone, t.csvColumns.subject, t.csvColumns.message, t.csvColumns.status, t.csvColumns.note, t.csvColumns.date],
    ...messages.map((message) => [
      message.name,
      message.email,
      message.phone,
      message.subject,
      message.message,
      t.statuses[message.status],
      message.note ?? '',
      formatLongDate(message.createdAt, lang),
    ]),
  ]);
};

export const messagesFileName = (today: Date = new Date()): string => `${company.filePrefix}-messages-${isoDay(today)}.csv`;
