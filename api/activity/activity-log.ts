import { lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { activity } from '../../db/schema.ts';
import type { ActivityAction } from '../../shared/activity-actions.ts';

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

type RecordedEntry = ActivityEntry & { clientAddress: string };

/**
 * The statement that appends one record: awaited inside the caller's transaction, or put in its batch,
 * so the record is written exactly when the change it describes is.
 */
export const activityInsert = (writer: Database | Transaction, entry: RecordedEntry) =>
  writer.insert(activity).values({
    userId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    action: entry.action,
    target: entry.target ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    clientAddress: entry.clientAddress,
  });

/** Appends one record to the activity log; the log is written by the server only, never through a route. */
export const appendActivity = async (db: Database, entry: RecordedEntry) => {
  await activityInsert(db, entry);
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) > PRUNE_EVERY_MS) {
    lastPruned.set(db, now);
    await pruneActivity(db);
  }
};
