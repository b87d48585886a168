import { company } from '../../../shared/company.ts';
import { toCsv } from '../lib/csv.ts';
import type { Subscriber } from '../lib/api-types.ts';
import { formatLongDate, isoDay } from '../lib/dates.ts';
import { text } from '../i18n/text.ts';

const SUBSCRIBER_CSV_COLUMNS = [text.subscribers.csvColumns.email, text.subscribers.csvColumns.date];

/** The subscribers' export: columns Email and Subscription Date, dates in the same long form as the list. */
export const subscribersCsv = (subscribers: readonly Subscriber[]): string =>
  toCsv([SUBSCRIBER_CSV_COLUMNS, ...subscribers.map((subscriber) => [subscriber.email, formatLongDate(subscriber.createdAt)])]);

/** `nile-atelier-subscribers-2026-11-22.csv`: the studio prefix, 'subscribers' and today's date. */
export const subscribersFileName = (today: Date = new Date()): string => `${company.filePrefix}-subscribers-${isoDay(today)}.csv`;
