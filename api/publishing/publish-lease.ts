import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publishLease } from '../../db/schema.ts';

export interface PublishLease {
  /** Takes the lease, or renews it when this process holds it; false while another process holds it. */
  acquire: () => Promise<boolean>;
  release: () => Promise<void>;
  /** How long the lease lasts unless renewed; a holder that dies frees it after this. */
  ttlMs: number;
}

const NAME = 'site-build';

/**
 * One row in the shared database says which process may build the site: two processes never build at once.
 * `now` is the process's clock (the tests move it to let a lease run out).
 */
export const createPublishLease = (
  db: Database,
  { ttlMs = 60_000, holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`, now: clock = Date.now } = {},
): PublishLease => ({
  ttlMs,
  async acquire() {
    const now = clock();
    const expiresAt = new Date(now + ttlMs);
    const [row] = await db
      .insert(publishLease)
      .values({ name: NAME, holder, expiresAt })
      .onConflictDoUpdate({
        target: publishLease.name,
        set: { holder, expiresAt },
        setWhere: or(lte(publishLease.expiresAt, new Date(now)), eq(publishLease.holder, holder)),
      })
      .returning({ holder: publishLease.holder });
    return row?.holder === holder;
  },
  async release() {
    await db.delete(publishLease).where(and(eq(publishLease.name, NAME), eq(publishLease.holder, sql`${holder}`)));
  },
});
