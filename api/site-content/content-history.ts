import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteContentPublish } from '../../db/schema.ts';

/** The admin's "History" list shows this many publishes. */
const HISTORY_LENGTH = 20;

/** The newest publishes first, with the name of the admin who made each. */
export const readHistory = async (db: Database) => {
  const rows = await db
    .select({
      id: siteContentPublish.id,
      publishedAt: siteContentPublish.publishedAt,
      publishedBy: siteContentPublish.publishedByName,
      sections: siteContentPublish.sections,
    })
    .from(siteContentPublish)
    .orderBy(desc(siteContentPublish.id))
    .limit(HISTORY_LENGTH);
  return { publishes: rows };
};
