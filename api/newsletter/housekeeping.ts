import type { Database } from '../../db/client.ts';
import { queueDueIssues } from './issues.ts';
import { sweepPendingSubscriptions } from './subscription.ts';

const SWEEP_EVERY_MS = 60 * 60_000;
/** A scheduled issue is queued at most this long after its time. */
const SCHEDULE_EVERY_MS = 15_000;

const logged = (what: string, job: () => Promise<unknown>) => () =>
  void job().catch((error: unknown) => console.error(`[newsletter] ${what} failed: ${error instanceof Error ? error.message : String(error)}`));

/**
 * The newsletter's background work: queueing the scheduled issues whose time has come (every 15 s) and sweeping the
 * unconfirmed subscriptions (at start, then hourly). Several processes may run it on one database: an issue is
 * queued by one conditional UPDATE, and the deletes are idempotent.
 */
export const startNewsletterJobs = (db: Database, now = () => new Date()) => {
  const sweep = logged('the sweep', () => sweepPendingSubscriptions(db, now()));
  const schedule = logged('queueing scheduled issues', () => queueDueIssues(db, now()));
  sweep();
  schedule();
  const timers = [setInterval(sweep, SWEEP_EVERY_MS), setInterval(schedule, SCHEDULE_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return { stop: () => timers.forEach(clearInterval) };
};
