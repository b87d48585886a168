import { lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { activity } from '../../db/schema.ts';
import type { ActivityAction } from '../../shared/activity.ts';
import type { AppEnv } from '../context.ts';
import { requestClient } from '../middleware/rate-limits.ts';

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

/**
 * Records what the request's admin just did. A failure to record is logged, not answered:
 * the change itself has already happened and the admin must see its real outcome.
 */
export const recordActivity = async <E extends AppEnv>(c: Context<E>, entry: ActivityEntry) => {
  const user = c.var.user;
  const actor = entry.actor === undefined ? (user ? { id: user.id, name: user.name } : null) : entry.actor;
  try {
    await appendActivity(c.var.db, { ...entry, actor, clientAddress: requestClient(c) });
  } catch (error) {
    console.error(`[activity] could not record ${entry.action}:`, error);
  }
};
