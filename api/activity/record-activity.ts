import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database, Transaction } from '../../db/client.ts';
import type { AppEnv } from '../context.ts';
import { requestAddress, requestClient } from '../http/client-address.ts';
import { activity } from '../../db/schema.ts';
import { activityInsert, appendActivity, type ActivityEntry } from './activity-log.ts';

/** The entry as the log keeps it: by the request's admin unless it names its actor, from the request's address. */
const byRequest = <E extends AppEnv>(c: Context<E>, entry: ActivityEntry) => {
  const user = c.var.user;
  const actor = entry.actor === undefined ? (user ? { id: user.id, name: user.name } : null) : entry.actor;
  return { ...entry, actor, clientAddress: requestAddress(c) };
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

/** Failed sign-ins of one account from one client within this time are one record with a count. */
const FAILURE_GROUP_MS = 15 * 60_000;

/**
 * A failed sign-in (a wrong password or authentication code): the first of an account and client within 15
 * minutes is a record, and each one after it adds to that record's count, so a stranger's guesses cannot flood
 * the log. Counting and adding are one batch, run as one transaction without waiting in between: parallel
 * failures are counted once each and never make two records.
 */
export const recordFailedSignIn = async <E extends AppEnv>(
  c: Context<E>,
  entry: { action: 'session.sign-in-failed' | 'session.code-failed'; target: string; targetId: number | null },
) => {
  // Logged per the key the sign-in limits count by (an IPv6 client per /64), so one entry stands for what one limit counted.
  const clientAddress = requestClient(c);
  const now = c.var.clock();
  const since = new Date(now.getTime() - FAILURE_GROUP_MS).toISOString();
  const recent = sql`SELECT ${activity.id} FROM ${activity} WHERE ${activity.action} = ${entry.action} AND ${activity.target} = ${entry.target} AND ${activity.clientAddress} = ${clientAddress} AND ${activity.createdAt} > ${since} ORDER BY ${activity.id} DESC LIMIT 1`;
  const { db } = c.var;
  try {
    await db.batch([
      db.run(
        sql`UPDATE ${activity} SET ${sql.identifier('details')} = json_set(coalesce(${activity.details}, '{}'), '$.count', coalesce(json_extract(${activity.details}, '$.count'), 1) + 1) WHERE ${activity.id} = (${recent})`,
      ),
      db.run(
        sql`INSERT INTO ${activity} (${sql.identifier('createdAt')}, ${sql.identifier('action')}, ${sql.identifier('target')}, ${sql.identifier('targetId')}, ${sql.identifier('details')}, ${sql.identifier('clientAddress')})
            SELECT ${now.toISOString()}, ${entry.action}, ${entry.target}, ${entry.targetId}, json('{"count":1}'), ${clientAddress} WHERE NOT EXISTS (${recent})`,
      ),
    ]);
  } catch (error) {
    console.error(`[activity] could not record ${entry.action}:`, error);
  }
};
