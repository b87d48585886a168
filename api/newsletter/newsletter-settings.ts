import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { meta } from '../../db/schema.ts';

type Reader = Pick<Database, 'select'>;

const DOUBLE_OPT_IN = 'newsletter.doubleOptIn';

/** The office's newsletter settings, kept in the meta table: double opt-in is on until someone turns it off. */
export const readNewsletterSettings = async (db: Reader) => {
  const [row] = await db.select().from(meta).where(eq(meta.key, DOUBLE_OPT_IN));
  return { doubleOptIn: row?.value !== 'false' };
};

export const writeNewsletterSettings = async (db: Database, settings: { doubleOptIn: boolean }) => {
  await db
    .insert(meta)
    .values({ key: DOUBLE_OPT_IN, value: String(settings.doubleOptIn) })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
};
