import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addDays, cairoDay } from '../../shared/cairo-day.ts';
import { sourceKey, type VisitSource } from '../../shared/lead-source.ts';

type SourceRow = VisitSource & { n: number };

const SOURCE_COLUMNS = ['referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'clickId'] as const;

/** Which of the two lead records this database keeps with their source: older databases keep neither. */
const recordedLeads = async (db: Database) => {
  const columns = new Set((await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info('contact_message')`)).map((row) => row.name));
  const [clicks] = await db.all<{ found: number }>(sql`SELECT count(*) AS found FROM sqlite_master WHERE type = 'table' AND name = 'whatsapp_click'`);
  return {
    messages: [...SOURCE_COLUMNS, 'channel'].every((column) => columns.has(column)),
    clicks: (clicks?.found ?? 0) > 0,
  };
};

/**
 * The leads each source brought over the Cairo days `fromDay`..`toDay`, by sourceKey: the contact
 * messages sent through the site's form that are not Spam (a message the office logs for a call, a
 * walk-in or a referral has no visit behind it), and the WhatsApp clicks. Null when the database keeps
 * no lead with its source.
 */
export const leadsBySource = async (db: Database, fromDay: string, toDay: string): Promise<Map<string, number> | null> => {
  const recorded = await recordedLeads(db);
  if (!recorded.messages && !recorded.clicks) return null;
  const leads = new Map<string, number>();
  const add = (row: SourceRow) => {
    const key = sourceKey(row);
    leads.set(key, (leads.get(key) ?? 0) + Number(row.n));
  };
  if (recorded.messages) {
    // Messages are stamped in UTC; Cairo is a whole number of hours ahead, so each hour falls on one Cairo day.
    const messages = await db.all<SourceRow & { hour: string }>(sql`
      SELECT substr(createdAt, 1, 13) AS hour, referrer, utmSource, utmMedium, utmCampaign, clickId, count(*) AS n
      FROM contact_message
      WHERE status <> 'Spam' AND channel = 'form' AND createdAt >= ${addDays(fromDay, -1)} AND createdAt < ${addDays(toDay, 2)}
      GROUP BY 1, 2, 3, 4, 5, 6`);
    for (const row of messages) {
      const day = cairoDay(new Date(`${row.hour}:00:00Z`));
      if (day >= fromDay && day <= toDay) add(row);
    }
  }
  if (recorded.clicks) {
    const clicks = await db.all<SourceRow>(sql`
      SELECT referrer, utmSource, utmMedium, utmCampaign, clickId, count(*) AS n
      FROM whatsapp_click
      WHERE day >= ${fromDay} AND day <= ${toDay}
      GROUP BY 1, 2, 3, 4, 5`);
    for (const row of clicks) add(row);
  }
  return leads;
};
