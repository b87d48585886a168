import { company } from '../../../shared/company.ts';
import { toCsv } from '../lib/csv.ts';
import type { Subscriber } from '../lib/api-types.ts';
import { formatLongDate, isoDay } from '../lib/dates.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { dictionaries } from '../i18n/text.ts';

/**
 * The subscribers' export: the spec's columns Email and Subscription Date, then Language and Status, all in the
 * admin's language, dates in the same long form as the list.
 */
export const subscribersCsv = (subscribers: readonly Subscriber[], lang: AdminLanguage): string => {
  const t = dictionaries[lang].subscribers;
  const columns = t.csvColumns;
  return toCsv([
    [columns.email, columns.date, columns.language, columns.status],
    ...subscribers.map((subscriber) => [subscriber.email, formatLongDate(subscriber.createdAt, lang), t.languages[subscriber.lang], t.statuses[subscriber.status]]),
  ]);
};

/** `nile-atelier-subscribers-2026-11-22.csv`: the studio prefix, 'subscribers' and today's date. */
export const subscribersFileName = (today: Date = new Date()): string => `${company.filePrefix}-subscribers-${isoDay(today)}.csv`;
