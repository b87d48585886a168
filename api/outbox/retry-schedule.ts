const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const FIRST_DELAY = 5 * SECOND;
/** During the first hour a notice is tried at least once a minute; then hourly, for a day. */
const FAST_PHASE = HOUR;
const FAST_CEILING = MINUTE;
const SLOW_DELAY = HOUR;
const GIVE_UP_AFTER = 24 * HOUR;

/**
 * When to try again after `attempts` failed tries of an email queued at `queuedAt`:
 * 5 s, 10 s, 20 s, 40 s, then every minute until the first hour is over, then hourly;
 * null once a day has passed (the email is given up as failed).
 */
export const nextAttemptAt = (queuedAt: Date, attempts: number, now: Date): Date | null => {
  const age = now.getTime() - queuedAt.getTime();
  const delay = age < FAST_PHASE ? Math.min(FIRST_DELAY * 2 ** Math.max(0, attempts - 1), FAST_CEILING) : SLOW_DELAY;
  const next = now.getTime() + delay;
  if (next - queuedAt.getTime() > GIVE_UP_AFTER) return null;
  return new Date(next);
};
