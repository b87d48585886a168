import type { Database } from '../../db/client.ts';
import { sweepPendingSubscriptions } from './subscription.ts';

const EVERY_MS = 60 * 60_000;

/** Sweeps the unconfirmed subscriptions at start and then hourly; several processes may sweep one database. */
export const startNewsletterHousekeeping = (db: Database, now = () => new Date()) => {
  const sweep = () =>
    sweepPendingSubscriptions(db, now()).catch((error: unknown) => console.error(`[newsletter] the sweep failed: ${error instanceof Error ? error.message : String(error)}`));
  void sweep();
  const timer = setInterval(() => void sweep(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
