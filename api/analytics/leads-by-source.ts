import { and, count, eq, gte, lte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessage, sourceColumnsOf, whatsappClick } from '../../db/schema.ts';
import { addDays, cairoDay } from '../../shared/cairo-day.ts';
import { sourceKey } from '../../shared/lead-source.ts';

/**
 * The leads each source brought over the Cairo days `fromDay`..`toDay`, by sourceKey: the contact
 * messages sent through the site's form that are not Spam (a message the office logs for a call, a
 * walk-in or a referral has no visit behind it), and the WhatsApp clicks.
 */
export const leadsBySource = async (db: Database, fromDay: string, toDay: string): Promise<Map<string, number>> => {
  // Messages are stamped in UTC; Cairo is a whole number of hours ahead, so each hour falls on one Cairo day.
  const hour = sql<string>`substr(${contactMessage.createdAt}, 1, 13)`;
  const [messages, clicks] = await Promise.all([
    db
      .select({ hour, ...sourceColumnsOf(contactMessage), n: count() })
      .from(contactMessage)
      .where(
        and(
          ne(contactMessage.status, 'Spam'),
          eq(contactMessage.channel, 'form'),
          gte(contactMessage.createdAt, addDays(fromDay, -1)),
          lt(contactMessage.createdAt, addDays(toDay, 2)),
        ),
      )
      .groupBy(hour, ...Object.values(sourceColumnsOf(contactMessage))),
    db
      .select({ ...sourceColumnsOf(whatsappClick), n: count() })
      .from(whatsappClick)
      .where(and(gte(whatsappClick.day, fromDay), lte(whatsappClick.day, toDay)))
      .groupBy(...Object.values(sourceColumnsOf(whatsappClick))),
  ]);
  const leads = new Map<string, number>();
  const add = (row: Parameters<typeof sourceKey>[0] & { n: number }) => {
    const key = sourceKey(row);
    leads.set(key, (leads.get(key) ?? 0) + row.n);
  };
  for (const row of messages) {
    const day = cairoDay(new Date(`${row.hour}:00:00Z`));
    if (day >= fromDay && day <= toDay) add(row);
  }
  for (const row of clicks) add(row);
  return leads;
};
