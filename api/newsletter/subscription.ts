import { and, eq, lt, or, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { WriteTransactions } from '../../db/write-transactions.ts';
import { newsletterToken, outbox, subscribeEmail, type SubscribeEmail } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { PENDING_SUBSCRIPTION_DAYS } from '../../shared/newsletter.ts';
import { hashToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * What a subscription request came to: `subscribed` (confirmed at once), `already` (a confirmed address, without
 * double opt-in: the spec's 409), or `confirm-by-email`, the one answer double opt-in gives whatever the address's state.
 */
export type SubscribeOutcome = 'subscribed' | 'already' | 'confirm-by-email';

interface SubscribeRequest {
  email: string;
  lang: PageLang;
  /** Double opt-in is on and email can be sent. */
  doubleOptIn: boolean;
  /** Whether the address may be sent another confirmation now (its daily limit). */
  mayEmail: boolean;
  now: Date;
}

/** Without double opt-in an address is confirmed at once, in one statement; a confirmed one is left as it is (no row). */
const SUBSCRIBE_AT_ONCE = `INSERT INTO subscribe_email (email, lang, status, confirmedAt) VALUES (?1, ?2, 'confirmed', ?3)
  ON CONFLICT (email) DO UPDATE SET lang = excluded.lang, status = 'confirmed', confirmedAt = excluded.confirmedAt, unsubscribedAt = NULL, unsubscribedFrom = NULL
  WHERE subscribe_email.status <> 'confirmed'
  RETURNING id`;

/**
 * Subscribes an address in one transaction. Without double opt-in it is confirmed at once. With it, a new or
 * pending address is pending and gets a confirmation email (queued in the outbox, its link made when it is sent);
 * an unsubscribed one stays unsubscribed until the link is followed, so nobody re-subscribes someone else.
 * A confirmed address gets nothing, and the answer is the same as for a new one.
 */
export const subscribe = async (
  { db, writes }: { db: Database; writes: WriteTransactions },
  { email, lang, doubleOptIn, mayEmail, now }: SubscribeRequest,
): Promise<SubscribeOutcome> => {
  if (!doubleOptIn) {
    const stored = await writes((run) => run(SUBSCRIBE_AT_ONCE, email, lang, now.toISOString()));
    return stored.length > 0 ? 'subscribed' : 'already';
  }
  return db.transaction(async (tx): Promise<SubscribeOutcome> => {
    const at = now.toISOString();
    const [existing] = await tx.select().from(subscribeEmail).where(eq(subscribeEmail.email, email));
    if (existing?.status === 'confirmed') return 'confirm-by-email';
    const subscriber = existing ?? (await tx.insert(subscribeEmail).values({ email, lang, status: 'pending' }).onConflictDoNothing().returning())[0];
    if (!subscriber || !mayEmail) return 'confirm-by-email';
    await tx.update(subscribeEmail).set({ lang, confirmationSentAt: at }).where(eq(subscribeEmail.id, subscriber.id));
    const [waiting] = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.subscriberId, subscriber.id), eq(outbox.kind, 'newsletter-confirmation'), eq(outbox.state, 'waiting')))
      .limit(1);
    if (waiting) await tx.update(outbox).set({ lang }).where(eq(outbox.id, waiting.id));
    else await tx.insert(outbox).values({ kind: 'newsletter-confirmation', subscriberId: subscriber.id, recipients: email, lang });
    return 'confirm-by-email';
  });
};

/**
 * Confirms the subscription of a confirmation link. Taking the token is one DELETE, so a link works once; the
 * subscriber's other confirmation links end with it. Answers the subscriber, or null for an unknown, used or expired link.
 */
export const confirmWithToken = (db: Database, token: string, now: Date): Promise<SubscribeEmail | null> =>
  db.transaction(async (tx) => {
    const [taken] = await tx
      .delete(newsletterToken)
      .where(and(eq(newsletterToken.tokenHash, hashToken(token)), eq(newsletterToken.purpose, 'confirm')))
      .returning();
    if (!taken || (taken.expiresAt !== null && taken.expiresAt <= now.toISOString())) return null;
    await tx.delete(newsletterToken).where(and(eq(newsletterToken.subscriberId, taken.subscriberId), eq(newsletterToken.purpose, 'confirm')));
    const [subscriber] = await tx
      .update(subscribeEmail)
      .set({ status: 'confirmed', confirmedAt: now.toISOString(), unsubscribedAt: null, unsubscribedFrom: null })
      .where(eq(subscribeEmail.id, taken.subscriberId))
      .returning();
    return subscriber ?? null;
  });

/** The subscriber an unsubscribe link is for, or null when it is no link of ours (or the subscriber was deleted). */
export const subscriberOfUnsubscribeLink = async (db: Pick<Database, 'select'>, token: string) => {
  const [row] = await db
    .select({ subscriber: subscribeEmail })
    .from(newsletterToken)
    .innerJoin(subscribeEmail, eq(subscribeEmail.id, newsletterToken.subscriberId))
    .where(and(eq(newsletterToken.tokenHash, hashToken(token)), eq(newsletterToken.purpose, 'unsubscribe')));
  return row?.subscriber ?? null;
};

/**
 * Unsubscribes at once (RFC 8058's one click, or the page's button): the subscription is kept as unsubscribed, so a
 * link used again says so; the issue the link came in counts it once, and nothing more is sent to the address.
 */
export const unsubscribeWithToken = (db: Database, token: string, now: Date): Promise<SubscribeEmail | null> =>
  db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(newsletterToken)
      .where(and(eq(newsletterToken.tokenHash, hashToken(token)), eq(newsletterToken.purpose, 'unsubscribe')));
    if (!link) return null;
    const [subscriber] = await tx.select().from(subscribeEmail).where(eq(subscribeEmail.id, link.subscriberId));
    if (!subscriber || subscriber.status === 'unsubscribed') return subscriber ?? null;
    const [updated] = await tx
      .update(subscribeEmail)
      .set({ status: 'unsubscribed', unsubscribedAt: now.toISOString(), unsubscribedFrom: link.newsletterId })
      .where(eq(subscribeEmail.id, subscriber.id))
      .returning();
    await tx.delete(outbox).where(and(eq(outbox.subscriberId, subscriber.id), eq(outbox.state, 'waiting')));
    return updated ?? null;
  });

/**
 * Deletes what double opt-in keeps only for a while: subscriptions never confirmed 7 days after their last
 * confirmation email (their links go with them), and confirmation links past their time.
 */
export const sweepPendingSubscriptions = async (db: Database, now: Date) => {
  const before = new Date(now.getTime() - PENDING_SUBSCRIPTION_DAYS * DAY_MS).toISOString();
  const removed = await db
    .delete(subscribeEmail)
    .where(
      and(
        eq(subscribeEmail.status, 'pending'),
        or(lt(subscribeEmail.confirmationSentAt, before), and(isNull(subscribeEmail.confirmationSentAt), lt(subscribeEmail.createdAt, before))),
      ),
    )
    .returning({ id: subscribeEmail.id });
  await db.delete(newsletterToken).where(and(eq(newsletterToken.purpose, 'confirm'), lt(newsletterToken.expiresAt, now.toISOString())));
  return removed.length;
};
