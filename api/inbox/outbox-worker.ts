import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessage, outbox, type OutboxEmail } from '../../db/schema.ts';
import { PermanentMailError, type Mailer } from '../mail/mailer.ts';
import { acknowledgementEmail } from './acknowledgement-email.ts';
import { noticeEmail } from './notice-email.ts';
import { nextAttemptAt } from './retry-schedule.ts';

const BATCH = 20;
const MAX_REASON = 300;

export interface OutboxWorker {
  /** Sends what is due (everything waiting with `all`); resolves with how many emails went out. */
  runOnce: (options?: { all?: boolean }) => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
}

/**
 * Sends the outbox in the background. Rows stay in the database until sent, so a restart loses
 * nothing, and the first pass after a start tries everything waiting: the mail server that was down
 * may well be back. One pass runs at a time.
 */
export const createOutboxWorker = ({
  db,
  mailer,
  siteUrl,
  pollMs = 2000,
  now = () => new Date(),
  log = console.error,
}: {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  pollMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}): OutboxWorker => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const record = (id: number, values: Partial<OutboxEmail>) => db.update(outbox).set(values).where(eq(outbox.id, id));

  const deliver = async (email: OutboxEmail): Promise<boolean> => {
    const [message] = await db.select().from(contactMessage).where(eq(contactMessage.id, email.messageId));
    if (!message) {
      await record(email.id, { state: 'failed', lastError: 'The message was deleted before its email was sent.' });
      return false;
    }
    const to = email.recipients.split(',').map((address) => address.trim());
    const mail = email.kind === 'notice' ? noticeEmail(message, { siteUrl, to }) : acknowledgementEmail(message);
    const attempts = email.attempts + 1;
    try {
      await mailer.send(mail);
      await record(email.id, { state: 'sent', attempts, sentAt: now().toISOString(), lastError: null });
      return true;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_REASON);
      const next = error instanceof PermanentMailError ? null : nextAttemptAt(new Date(email.createdAt), attempts, now());
      await record(email.id, next ? { attempts, lastError: reason, nextAttemptAt: next.toISOString() } : { state: 'failed', attempts, lastError: reason });
      log(`[outbox] ${email.kind} for message ${email.messageId} not sent (try ${attempts}): ${reason}`);
      return false;
    }
  };

  const pass = async (all: boolean) => {
    let sent = 0;
    const seen = new Set<number>();
    for (;;) {
      const due = all ? eq(outbox.state, 'waiting') : and(eq(outbox.state, 'waiting'), lte(outbox.nextAttemptAt, now().toISOString()));
      const rows = (await db.select().from(outbox).where(due).orderBy(asc(outbox.id)).limit(BATCH + seen.size)).filter((row) => !seen.has(row.id));
      if (rows.length === 0) return sent;
      for (const row of rows) {
        seen.add(row.id);
        if (await deliver(row)) sent += 1;
      }
    }
  };

  const runOnce = ({ all = false } = {}) => {
    running ??= pass(all).finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = async (all: boolean) => {
    try {
      await runOnce({ all });
    } catch (error) {
      log(`[outbox] pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!stopped) timer = setTimeout(() => void tick(false), pollMs);
  };

  return {
    runOnce,
    start: () => {
      if (!stopped) return;
      stopped = false;
      void tick(true);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
};
