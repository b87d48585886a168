import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { outbox, project, testimonial, testimonialRequest, type Testimonial, type TestimonialRequest } from '../../db/schema.ts';
import { REVIEW_LINK_DAYS, reviewPath } from '../../shared/testimonials.ts';
import { activityInsert } from '../activity/index.ts';
import type { AppConfig } from '../config.ts';
import { emailQueueingOf, readInboxSettings } from '../leads/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A testimonial as the office's screen reads it: its columns, the quote in both languages together. */
export const testimonialView = ({ quoteEn, quoteAr, ...row }: Testimonial) => ({ ...row, quote: { en: quoteEn, ar: quoteAr } });

/** Whether a project exists (a draft too: a testimonial may wait for its project's page). */
export const projectExists = async (db: Pick<Database, 'select'>, id: number) => (await db.select({ id: project.id }).from(project).where(eq(project.id, id))).length > 0;

/** A review link's address in its language, on the public site. */
export const reviewUrl = (siteUrl: string, request: Pick<TestimonialRequest, 'token' | 'lang'>) => new URL(reviewPath(request.token, request.lang), siteUrl).href;

/** A link as the office's screen reads it, with its address while it can still be used. */
export const requestView = (row: TestimonialRequest, siteUrl: string, now: Date) => {
  const open = row.usedAt === null && row.expiresAt > now.toISOString();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    projectId: row.projectId,
    lang: row.lang,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt,
    testimonialId: row.testimonialId,
    state: row.usedAt !== null ? ('used' as const) : open ? ('open' as const) : ('expired' as const),
    url: open ? reviewUrl(siteUrl, row) : null,
  };
};

export const listRequests = (db: Database) => db.select().from(testimonialRequest).orderBy(desc(testimonialRequest.id)).limit(100);

/** A new review link, and what is written with it (its activity entry) in the same transaction. */
export const createRequest = async (
  db: Database,
  values: { name: string; email: string | null; projectId: number | null; lang: 'en' | 'ar' },
  now: Date,
  alongside: (tx: Transaction, row: TestimonialRequest) => Promise<unknown>,
) =>
  db.transaction(async (tx) => {
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(testimonialRequest)
      .values({ ...values, token, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS).toISOString() })
      .returning();
    if (!row) throw new Error('The new review link was not returned by the database.');
    await alongside(tx, row);
    return row;
  });

/** The link of `token` while it may be used at `at`: not used, not expired. */
const isOpenLink = (token: string, at: string) => and(eq(testimonialRequest.token, token), isNull(testimonialRequest.usedAt), gt(testimonialRequest.expiresAt, at));

/** The link of `token` while it may be used. */
export const openRequest = async (db: Database, token: string, now: Date) => {
  const [row] = await db.select().from(testimonialRequest).where(isOpenLink(token, now.toISOString()));
  return row ?? null;
};

/** The office's notice of a testimonial sent through a link, queued beside it when email can be sent. */
const queueNotice = async (tx: Transaction, testimonialId: number, config: AppConfig) => {
  const queueing = emailQueueingOf(config);
  if (!queueing.enabled) return;
  const { notificationEmails } = await readInboxSettings(tx, queueing.ownerEmail);
  if (notificationEmails.length === 0) return;
  await tx.insert(outbox).values({ kind: 'testimonial-notice', testimonialId, recipients: notificationEmails.join(', ') });
};

/**
 * Stores what a client sent through the link `token`, as `pending`, and uses the link up: one transaction,
 * conditioned on the link being still open, so a link sent twice at once stores one testimonial. The office's
 * notice and the activity entry (from `clientAddress`, by nobody signed in) go with it. Null when it was no
 * longer open.
 */
export const storeReview = async (
  db: Database,
  config: AppConfig,
  token: string,
  values: { quote: string; name: string; role: string | null; company: string | null; photo: string | null },
  { lang, now, clientAddress }: { lang: 'en' | 'ar'; now: Date; clientAddress: string },
) =>
  db.transaction(async (tx) => {
    const at = now.toISOString();
    const [claimed] = await tx.update(testimonialRequest).set({ usedAt: at }).where(isOpenLink(token, at)).returning();
    if (!claimed) return null;
    const position = await nextPosition(tx);
    const [row] = await tx
      .insert(testimonial)
      .values({
        quoteEn: lang === 'en' ? values.quote : '',
        quoteAr: lang === 'ar' ? values.quote : '',
        name: values.name,
        role: values.role,
        company: values.company,
        photo: values.photo,
        projectId: claimed.projectId,
        email: claimed.email,
        consent: true,
        status: 'pending',
        source: 'link',
        lang,
        date: at.slice(0, 10),
        position,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('The new testimonial was not returned by the database.');
    await tx.update(testimonialRequest).set({ testimonialId: row.id }).where(eq(testimonialRequest.id, claimed.id));
    await queueNotice(tx, row.id, config);
    await activityInsert(tx, { action: 'testimonial.received', actor: null, target: row.name, targetId: row.id, clientAddress });
    return row;
  });

/** The last position, for a testimonial added at the end of the office's order. */
export const nextPosition = async (db: Pick<Database, 'select'>) => {
  const [last] = await db.select({ position: sql<number>`coalesce(max(${testimonial.position}), 0)` }).from(testimonial);
  return (last?.position ?? 0) + 1;
};

/** Every testimonial and link that came with an email address (compared without case), for "Erase all data". */
export const eraseTestimonialsOf = async (tx: Transaction, email: string) => {
  const address = email.toLowerCase();
  const testimonials = await tx
    .delete(testimonial)
    .where(eq(sql`lower(${testimonial.email})`, address))
    .returning({ id: testimonial.id });
  const requests = await tx
    .delete(testimonialRequest)
    .where(eq(sql`lower(${testimonialRequest.email})`, address))
    .returning({ id: testimonialRequest.id });
  return { count: testimonials.length + requests.length, testimonialIds: testimonials.map((row) => row.id) };
};
