import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { en } from '../../shared/messages/en.ts';
import { contactMessage, outbox, type OutboxEmail } from '../../db/schema.ts';
import { PermanentMailError, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import { accountExistsEmailFor } from '../accounts/index.ts';
import { resetEmailFor } from '../accounts/index.ts';
import { acknowledgementEmail } from '../leads/index.ts';
import { noticeEmail } from '../leads/index.ts';
import { recipientsByLanguage } from '../leads/index.ts';
import { confirmationEmailFor } from '../newsletter/index.ts';
import { nextAttemptAt } from './retry-schedule.ts';

const MAX_REASON = 300;
/** Far longer than one SMTP exchange may take (nodemailer gives up within minutes), so a live claim never lapses. */
const DEFAULT_LEASE_MS = 10 * 60_000;

export interface OutboxWorker {
  /** Sends what is due (everything waiting with `all`); resolves with how many emails went out. */
  runOnce: (options?: { all?: boolean }) => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
}

/**
 * Sends the outbox in the background. Rows stay in the database until sent, so a restart loses
 * nothing, and the first pass after a start tries everything waiting: the mail server that was down
 * may well be back. One pass runs at a time in a worker; several workers (server processes) may share
 * one database: each row is claimed by one conditional UPDATE before it is sent, so it goes out once,
 * and a claim whose process died lapses after `leaseMs` and is tried again.
 */
export const createOutboxWorker = ({
  db,
  mailer,
  siteUrl,
  pollMs = 2000,
  leaseMs = DEFAULT_LEASE_MS,
  now = () => new Date(),
  log = console.error,
}: {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  pollMs?: number;
  leaseMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
}): OutboxWorker => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const workerId = randomUUID();
  /** Writes the outcome only while the claim is still ours: after a lapse another worker owns the row. */
  const record = (id: number, values: Partial<OutboxEmail>) =>
    db
      .update(outbox)
      .set({ claimedBy: null, leaseUntil: null, ...values })
      .where(and(eq(outbox.id, id), eq(outbox.claimedBy, workerId)));

  /** Takes the oldest claimable row in one statement: SQLite runs it under the write lock, so two workers never take the same row. */
  const claim = async (all: boolean, seen: Set<number>): Promise<OutboxEmail | undefined> => {
    const at = now();
    const waiting = all ? eq(outbox.state, 'waiting') : and(eq(outbox.state, 'waiting'), lte(outbox.nextAttemptAt, at.toISOString()));
    const lapsed = and(eq(outbox.state, 'sending'), lt(outbox.leaseUntil, at.toISOString()));
    const next = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(or(waiting, lapsed), notInArray(outbox.id, [...seen])))
      .orderBy(asc(outbox.id))
      .limit(1);
    const [row] = await db
      .update(outbox)
      .set({ state: 'sending', claimedBy: workerId, leaseUntil: new Date(at.getTime() + leaseMs).toISOString() })
      .where(inArray(outbox.id, next))
      .returning();
    return row;
  };

  /** The email a row stands for, made as it is sent; null when what it is about was deleted meanwhile. */
  const compose = async (email: OutboxEmail): Promise<OutgoingMail[] | null> => {
    if (email.kind === 'password-reset') {
      // A reset email's link is made now, so the outbox never holds a token.
      const reset = email.userId === null ? null : await resetEmailFor(db, email.userId, siteUrl, now(), email.lang);
      return reset ? [reset] : null;
    }
    if (email.kind === 'account-exists') {
      const told = email.userId === null ? null : await accountExistsEmailFor(db, email.userId, siteUrl, email.lang);
      return told ? [told] : null;
    }
    if (email.kind === 'newsletter-confirmation') return email.subscriberId === null ? null : confirmationEmailFor(db, email.subscriberId, siteUrl, now());
    if (email.messageId === null) return null;
    const [message] = await db.select().from(contactMessage).where(eq(contactMessage.id, email.messageId));
    if (!message) return null;
    if (email.kind !== 'notice') return [acknowledgementEmail(message)];
    // The office's notice goes out once per language its recipients read.
    const recipients = email.recipients.split(',').map((address) => address.trim());
    return (await recipientsByLanguage(db, recipients)).map(({ lang, to }) => noticeEmail(message, { siteUrl, to, lang }));
  };

  const deliver = async (email: OutboxEmail): Promise<boolean> => {
    const mails = await compose(email);
    if (!mails) {
      await record(email.id, { state: 'failed', lastError: en.inbox.deletedBeforeSending });
      return false;
    }
    const attempts = email.attempts + 1;
    let delivered = 0;
    try {
      for (const mail of mails) {
        await mailer.send(mail);
        delivered += 1;
      }
      await record(email.id, { state: 'sent', attempts, sentAt: now().toISOString(), lastError: null });
      return true;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_REASON);
      const next = error instanceof PermanentMailError ? null : nextAttemptAt(new Date(email.createdAt), attempts, now());
      // A retry writes only to those who have not received it yet.
      const left =
        email.kind === 'notice'
          ? {
              recipients: mails
                .slice(delivered)
                .flatMap((mail) => mail.to)
                .join(', '),
            }
          : {};
      await record(
        email.id,
        next ? { state: 'waiting', attempts, lastError: reason, nextAttemptAt: next.toISOString(), ...left } : { state: 'failed', attempts, lastError: reason, ...left },
      );
      log(
        `[outbox] ${email.kind} ${email.messageId === null ? `for ${email.subscriberId === null ? 'account' : 'subscriber'} ${email.userId ?? email.subscriberId}` : `for message ${email.messageId}`} not sent (try ${attempts}): ${reason}`,
      );
      return false;
    }
  };

  const pass = async (all: boolean) => {
    let sent = 0;
    // A row that fails goes back to 'waiting'; `seen` keeps one pass from trying it again at once.
    const seen = new Set<number>();
    for (;;) {
      const row = await claim(all, seen);
      if (!row) return sent;
      seen.add(row.id);
      if (await deliver(row)) sent += 1;
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
