import type { Database } from '../../db/client.ts';
import { sweepPendingSubscriptions } from './subscription.ts';

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The newsletter's background work: sweeping the unconfirmed subscriptions (at start, then hourly). Several
 * processes may run it on one database: the deletes are idempotent. Scheduled issues are queued at their time
 * by the schedules (api/schedules), with the projects and the site content.
 */
export const startNewsletterJobs = (db: Database, now = () => new Date()) => {
  const sweep = () =>
    void sweepPendingSubscriptions(db, now()).catch((error: unknown) => console.error(`[newsletter] the sweep failed: ${error instanceof Error ? error.message : String(error)}`));
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
