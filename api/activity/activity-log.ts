import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activity } from '../../db/schema.ts';
import type { ActivityAction } from '../../shared/activity.ts';

const ACTIVITY_RETENTION_DAYS = 365;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface ActivityEntry {
  action: ActivityAction;
  /** Who acted, when it is not the signed-in user (sign-in), or null for nobody (a failed sign-in). */
  actor?: { id: number; name: string } | null;
  target?: string | null;
  targetId?: number | null;
  details?: Record<string, unknown>;
}

const lastPruned = new WeakMap<Database, number>();

/** Removes records older than the retention period; cheap on the createdAt index. */
export const pruneActivity = async (db: Database, now = new Date()) => {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  await db.delete(activity).where(lt(activity.createdAt, cutoff));
};

/** Appends one record to the activity log; the log is written by the server only, never through a route. */
export const appendActivity = async (db: Database, entry: ActivityEntry & { clientAddress: string }) => {
  await db.insert(activity).values({
    userId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    action: entry.action,
    target: entry.target ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    clientAddress: entry.clientAddress,
  });
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) > PRUNE_EVERY_MS) {
    lastPruned.set(db, now);
    await pruneActivity(db);
  }
};
