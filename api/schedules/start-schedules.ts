import type { Database } from '../../db/client.ts';
import { carryOutDue } from './carry-out-due.ts';

/** A scheduled change is carried out at most this long after its time ("within a minute"). */
const EVERY_MS = 15_000;

/**
 * Carries out what is scheduled: at start (what fell due while the server was off, said so in the log), then
 * every 15 seconds. A pass never overlaps the one before; stop() waits for a running pass.
 */
export const startSchedules = (db: Database, contentChanged: (reason: string) => void, now: () => Date = () => new Date()) => {
  const startedAt = now();
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= carryOutDue(db, now(), startedAt, contentChanged)
      .then((done) => {
        for (const { what, scheduledFor, late } of done)
          console.log(`[schedules] ${what}${late ? `: carried out at start, its time (${scheduledFor}) passed while the server was off` : ` (scheduled for ${scheduledFor})`}`);
      })
      .catch((error: unknown) => console.error(`[schedules] a pass failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  pass();
  const timer = setInterval(pass, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
