import { count, gte, ne, and } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessage, subscribeEmail } from '../../db/schema.ts';
import { MESSAGE_STATUSES, type MessageStatus } from '../../shared/inbox.ts';

const CHART_WEEKS = 12;
const DAY = 24 * 60 * 60 * 1000;

/** Sunday, 00:00 UTC, of the week `date` falls in: the studio's week runs Sunday to Thursday. */
const weekStart = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - date.getUTCDay()));

/**
 * The dashboard's charts' weeks: the last `CHART_WEEKS`, oldest first. `since` is the first one's start (ISO),
 * `bucket` the index of the week an ISO time falls in (outside the range: below 0 or past the last).
 */
export const chartWeeks = (now: Date) => {
  const first = weekStart(now).getTime() - (CHART_WEEKS - 1) * 7 * DAY;
  return {
    since: new Date(first).toISOString(),
    starts: Array.from({ length: CHART_WEEKS }, (_, index) => new Date(first + index * 7 * DAY).toISOString().slice(0, 10)),
    bucket: (iso: string) => Math.floor((new Date(iso).getTime() - first) / (7 * DAY)),
  };
};

/** The last `CHART_WEEKS` weeks, oldest first, each with its messages (spam left out) and new subscribers. */
const weeklyCounts = (messageDates: string[], subscriberDates: string[], now: Date) => {
  const { starts, bucket } = chartWeeks(now);
  const weeks = starts.map((start) => ({ weekStart: start, messages: 0, subscribers: 0 }));
  for (const date of messageDates) {
    const week = weeks[bucket(date)];
    if (week) week.messages += 1;
  }
  for (const date of subscriberDates) {
    const week = weeks[bucket(date)];
    if (week) week.subscribers += 1;
  }
  return weeks;
};

/** The inbox at a glance: new messages (the sidebar badge), counts by status, and the weekly chart. */
export const messageSummary = async (db: Database, now = new Date()) => {
  const { since } = chartWeeks(now);
  const [statusRows, messageRows, subscriberRows] = await Promise.all([
    db.select({ status: contactMessage.status, total: count() }).from(contactMessage).groupBy(contactMessage.status),
    db
      .select({ createdAt: contactMessage.createdAt })
      .from(contactMessage)
      .where(and(gte(contactMessage.createdAt, since), ne(contactMessage.status, 'Spam'))),
    db.select({ createdAt: subscribeEmail.createdAt }).from(subscribeEmail).where(gte(subscribeEmail.createdAt, since)),
  ]);
  const byStatus = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<MessageStatus, number>;
  for (const row of statusRows) byStatus[row.status] = row.total;
  return {
    newCount: byStatus.New,
    byStatus,
    weeks: weeklyCounts(
      messageRows.map((row) => row.createdAt),
      subscriberRows.map((row) => row.createdAt),
      now,
    ),
  };
};
