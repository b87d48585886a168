import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { meta } from '../../db/schema.ts';

const REQUIRE_TWO_FACTOR = 'security.requireTwoFactor';

/** Whether the office requires two-step sign-in of every account ("Require two-step sign-in for everyone"). */
export const isTwoFactorRequired = async (db: Pick<Database, 'select'>) => {
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, REQUIRE_TWO_FACTOR)).limit(1);
  return row?.value === 'true';
};

export const setTwoFactorRequired = async (db: Database, required: boolean) => {
  await db
    .insert(meta)
    .values({ key: REQUIRE_TWO_FACTOR, value: String(required) })
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
};
