import { company } from '../../../shared/company.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { toCsv } from '../lib/csv.ts';
import { formatLongDate, isoDay } from '../lib/dates.ts';

const MESSAGE_CSV_COLUMNS = ['Name', 'Email', 'Phone', 'Subject', 'Message', 'Status', 'Note', 'Date'] as const;

/** The messages as shown, for a spreadsheet; the shared writer neutralises would-be formulas. */
export const messagesCsv = (messages: readonly ContactMessage[]): string =>
  toCsv([
    MESSAGE_CSV_COLUMNS,
    ...messages.map((message) => [
      message.name,
      message.email,
      message.phone,
      message.subject,
      message.message,
      message.status,
      message.note ?? '',
      formatLongDate(message.createdAt),
    ]),
  ]);

export const messagesFileName = (today: Date = new Date()): string => `${company.filePrefix}-messages-${isoDay(today)}.csv`;
