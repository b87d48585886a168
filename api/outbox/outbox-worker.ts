import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { en } from '../../shared/messages/en.ts';
import { contactMessage, meta, outbox, type OutboxEmail } from '../../db/schema.ts';
import { PermanentMailError, type Mailer, type OutgoingMail } from '../mail/mailer.ts';
import { accountExistsEmailFor } from '../accounts/index.ts';
import { resetEmailFor } from '../accounts/index.ts';
import { acknowledgementEmail } from '../leads/index.ts';
import { noticeEmail } from '../leads/index.ts';
import { recipientsByLanguage } from '../leads/index.ts';
import { confirmationEmailFor, issueEmailFor, issueProgressed } from '../newsletter/index.ts';
import { testimonialNoticeEmail, testimonialRequestEmail } from '../testimonials/index.ts';
import { nextAttemptAt } from './retry-schedule.ts';

const MAX_REASON = 300;
/** Far longer than one SMTP exchange may take (nodemailer gives up within minutes), so a live claim never lapses. */
const DEFAULT_LEASE_MS = 10 * 60_000;
/** A live worker writes its heartbeat this often; a claim whose worker has been silent for STALE_MS is taken over. */
const HEARTBEAT_MS = 5_000;
const STALE_MS = 30_000;
const HEARTBEAT_KEY = 'outbox.worker:';
/** The next moment a newsletter email may go, shared by every process: the pace is the studio's, not each process's. */
const NEXT_NEWSLETTER_KEY = 'outbox.newsletter.next';
/** A pass waits this long at most for the next newsletter slot; a longer wait is left to the next tick. */
const MAX_PACE_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  newsletterPerMinute = 60,
}: {
  db: Database;
  mailer: Mailer;
  siteUrl: string;
  pollMs?: number;
  leaseMs?: number;
  /** Newsletter emails sent per minute by all processes together (NEWSLETTER_PER_MINUTE); the other emails are not paced. */
  newsletterPerMinute?: number;
  now?: () => Date;
  log?: (line: string) => void;
}): OutboxWorker => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a pass ends after the email in hand instead of sending a whole issue. */
  let stopping = false;

  const workerId = randomUUID();
  const paceMs = 60_000 / Math.max(1, newsletterPerMinute);
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = async () => {
    await db
      .insert(meta)
      .values({ key: `${HEARTBEAT_KEY}${workerId}`, value: now().toISOString() })
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
    // A worker silent for a whole lease has no claim left that its heartbeat could free.
    await db.delete(meta).where(and(like(meta.key, `${HEARTBEAT_KEY}%`), lt(meta.value, new Date(now().getTime() - leaseMs).toISOString())));
  };
  /** Workers that stopped beating (their process died): their claims need not wait for the lease. */
  const silentWorkers = () =>
    db
      .select({ id: sql<string>`substr(${meta.key}, ${HEARTBEAT_KEY.length + 1})` })
      .from(meta)
      .where(and(like(meta.key, `${HEARTBEAT_KEY}%`), lt(meta.value, new Date(now().getTime() - STALE_MS).toISOString())));
  /** Writes the outcome only while the claim is still ours: after a lapse another worker owns the row. */
  const record = (id: number, values: Partial<OutboxEmail>) =>
    db
      .update(outbox)
      .set({ claimedBy: null, leaseUntil: null, ...values })
      .where(and(eq(outbox.id, id), eq(outbox.claimedBy, workerId)));

  /** Takes the oldest claimable row in one statement: SQLite runs it under the write lock, so two workers never take the same row. */
  const claimable = (all: boolean, seen: Set<number>, newsletters: boolean) => {
    const at = now();
    const waiting = all ? eq(outbox.state, 'waiting') : and(eq(outbox.state, 'waiting'), lte(outbox.nextAttemptAt, at.toISOString()));
    const lapsed = and(eq(outbox.state, 'sending'), or(lt(outbox.leaseUntil, at.toISOString()), inArray(outbox.claimedBy, silentWorkers())));
    return and(or(waiting, lapsed), notInArray(outbox.id, [...seen]), newsletters ? eq(outbox.kind, 'newsletter') : ne(outbox.kind, 'newsletter'));
  };
  const claim = async (all: boolean, seen: Set<number>, newsletters = false): Promise<OutboxEmail | undefined> => {
    const at = now();
    const next = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(claimable(all, seen, newsletters))
      .orderBy(asc(outbox.id))
      .limit(1);
    const [row] = await db
      .update(outbox)
      .set({ state: 'sending', claimedBy: workerId, leaseUntil: new Date(at.getTime() + leaseMs).toISOString() })
      .where(inArray(outbox.id, next))
      .returning();
    return row;
  };

  /**
   * Takes the next newsletter slot when it has come (one conditional UPDATE, so two processes never take the same
   * one); otherwise answers how long until it comes.
   */
  const takeSlot = async (): Promise<number> => {
    const at = now();
    await db
      .insert(meta)
      .values({ key: NEXT_NEWSLETTER_KEY, value: new Date(0).toISOString() })
      .onConflictDoNothing();
    const [taken] = await db
      .update(meta)
      .set({ value: new Date(at.getTime() + paceMs).toISOString() })
      .where(and(eq(meta.key, NEXT_NEWSLETTER_KEY), lte(meta.value, at.toISOString())))
      .returning();
    if (taken) return 0;
    const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, NEXT_NEWSLETTER_KEY));
    return Math.max(1, new Date(row?.value ?? 0).getTime() - at.getTime());
  };

  /** The email a row stands for, made as it is sent; null when what it is about was deleted meanwhile; `skip` when it is no longer wanted. */
  const compose = async (email: OutboxEmail): Promise<OutgoingMail[] | 'skip' | null> => {
    if (email.kind === 'newsletter') return issueEmailFor(db, email, siteUrl);
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
    if (email.kind === 'testimonial-request') {
      const request = email.testimonialRequestId === null ? null : await testimonialRequestEmail(db, email.testimonialRequestId, siteUrl);
      return request ? [request] : null;
    }
    if (email.kind === 'testimonial-notice') {
      const { testimonialId } = email;
      if (testimonialId === null) return null;
      const recipients = email.recipients.split(',').map((address) => address.trim());
      const mails = await Promise.all((await recipientsByLanguage(db, recipients)).map(({ lang, to }) => testimonialNoticeEmail(db, testimonialId, { siteUrl, to, lang })));
      return mails.every((mail) => mail !== null) ? mails : null;
    }
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
    if (mails === 'skip') {
      // A reader who unsubscribed since the issue was queued: the row goes, counted neither sent nor failed.
      await db.delete(outbox).where(and(eq(outbox.id, email.id), eq(outbox.claimedBy, workerId)));
      return false;
    }
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

  const deliverNewsletter = async (row: OutboxEmail) => {
    const delivered = await deliver(row);
    if (row.newsletterId !== null) await issueProgressed(db, row.newsletterId, now());
    return delivered;
  };

  /**
   * Sends everything due: the notices at once, the newsletter's emails one per slot of the pace, waiting for a
   * slot a few seconds at most (a longer wait is the next tick's), with the notices still going out in between.
   */
  const pass = async (all: boolean) => {
    let sent = 0;
    // A row that fails goes back to 'waiting'; `seen` keeps one pass from trying it again at once.
    const seen = new Set<number>();
    for (;;) {
      const row = await claim(all, seen);
      if (row) {
        seen.add(row.id);
        if (await deliver(row)) sent += 1;
        continue;
      }
      if (stopping) return sent;
      const [due] = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(claimable(all, seen, true))
        .limit(1);
      if (!due) return sent;
      const wait = await takeSlot();
      if (wait > 0) {
        if (wait > MAX_PACE_WAIT_MS) return sent;
        await sleep(wait);
        continue;
      }
      const letter = await claim(all, seen, true);
      if (!letter) continue;
      seen.add(letter.id);
      if (await deliverNewsletter(letter)) sent += 1;
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
      stopping = false;
      void beat().catch(() => undefined);
      heartbeat = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
      heartbeat.unref();
      void tick(true);
    },
    stop: async () => {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      clearInterval(heartbeat);
      await running?.catch(() => undefined);
      await db
        .delete(meta)
        .where(eq(meta.key, `${HEARTBEAT_KEY}${workerId}`))
        .catch(() => undefined);
    },
  };
};
