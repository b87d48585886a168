import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formStampUse } from '../../db/schema.ts';
import { MAX_STAMP_AGE_MS } from '../../shared/form-timing.ts';
import { removeExpiredAttachments } from './attachments.ts';

/** Often against the files' hour: a file never sent is gone at most ten minutes after its time. */
const EVERY_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Deletes what the leads keep only for a while: files never sent with a message, and the record of stamps that can no longer be used. */
const sweepLeads = async (db: Database, now = new Date()) => {
  const attachments = await removeExpiredAttachments(db, now);
  // An hour past a stamp's life: a stamp that old is refused anyway, so its use need not be remembered.
  await db.delete(formStampUse).where(lt(formStampUse.usedAt, new Date(now.getTime() - MAX_STAMP_AGE_MS - HOUR_MS).toISOString()));
  return { attachments };
};

/** Sweeps at start and then every ten minutes; several processes may sweep the same database (the deletes are idempotent). */
export const startLeadHousekeeping = (db: Database) => {
  const sweep = () => sweepLeads(db).catch((error: unknown) => console.error(`[leads] the sweep failed: ${error instanceof Error ? error.message : String(error)}`));
  void sweep();
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
