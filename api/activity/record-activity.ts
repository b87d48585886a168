import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { requestClient } from '../http/client-address.ts';
import { appendActivity, type ActivityEntry } from './activity-log.ts';

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
