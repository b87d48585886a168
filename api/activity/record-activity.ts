import type { Context } from 'hono';
import type { Database, Transaction } from '../../db/client.ts';
import type { AppEnv } from '../context.ts';
import { requestClient } from '../http/client-address.ts';
import { activityInsert, appendActivity, type ActivityEntry } from './activity-log.ts';

/** The entry as the log keeps it: by the request's admin unless it names its actor, from the request's address. */
const byRequest = <E extends AppEnv>(c: Context<E>, entry: ActivityEntry) => {
  const user = c.var.user;
  const actor = entry.actor === undefined ? (user ? { id: user.id, name: user.name } : null) : entry.actor;
  return { ...entry, actor, clientAddress: requestClient(c) };
};

/**
 * Records what the request's admin just did. A failure to record is logged, not answered:
 * the change itself has already happened and the admin must see its real outcome.
 */
export const recordActivity = async <E extends AppEnv>(c: Context<E>, entry: ActivityEntry) => {
  try {
    await appendActivity(c.var.db, byRequest(c, entry));
  } catch (error) {
    console.error(`[activity] could not record ${entry.action}:`, error);
  }
};

/**
 * Records what the request's admin is doing as part of the change itself: the statement runs in the
 * caller's transaction (await it there) or batch, so a failure to record fails the change.
 */
export const recordActivityIn = <E extends AppEnv>(writer: Database | Transaction, c: Context<E>, entry: ActivityEntry) => activityInsert(writer, byRequest(c, entry));
