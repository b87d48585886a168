import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectsIn } from '../../db/project-translations.ts';
import { readPublishedSection } from '../../db/stored-site-content.ts';
import { newsletter, type Newsletter, type OutboxEmail, outbox, project, subscribeEmail, uploadedImage } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages, type Message } from '../../shared/messages/api-messages.ts';
import { type EmailProjectCard, issueEmail } from '../../shared/newsletter-email.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { mintToken } from './tokens.ts';

const LANGS: readonly PageLang[] = ['en', 'ar'];
/** Rows per INSERT when an issue is queued: well under SQLite's limit of bound values. */
const QUEUE_CHUNK = 500;
/** The card image's width: a copy this wide or the next wider, sharp on a phone and light enough for mail. */
const CARD_IMAGE_WIDTH = 960;

const textsOf = (issue: Newsletter, lang: PageLang) => (lang === 'en' ? { subject: issue.subjectEn, body: issue.bodyEn } : { subject: issue.subjectAr, body: issue.bodyAr });

/** The languages an issue is written in: both its subject and its text. */
const writtenLanguages = (issue: Newsletter) =>
  LANGS.filter((lang) => {
    const { subject, body } = textsOf(issue, lang);
    return subject !== '' && body !== '';
  });

/** Why an issue cannot be sent yet, or null: a language half written, or none written at all. */
export const sendProblem = (issue: Newsletter): ((m: (typeof apiMessages)['en']) => string) | null => {
  for (const lang of LANGS) {
    const { subject, body } = textsOf(issue, lang);
    if ((subject === '') !== (body === '')) return (m) => m.newsletters.languageIncomplete(m.newsletters.languageNames[lang]);
  }
  return writtenLanguages(issue).length === 0 ? (m) => m.newsletters.nothingWritten : null;
};

export interface IssueCounts {
  recipients: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/** The figures of these issues: emails sent and failed from the outbox, unsubscribes from the links they carried. */
export const countsOf = async (db: Database, issues: Newsletter[]): Promise<Map<number, IssueCounts>> => {
  const ids = issues.map((issue) => issue.id);
  const counts = new Map(issues.map((issue) => [issue.id, { recipients: issue.recipients, sent: 0, failed: 0, unsubscribed: 0 }]));
  if (ids.length === 0) return counts;
  const states = await db
    .select({ id: outbox.newsletterId, state: outbox.state, n: sql<number>`count(*)` })
    .from(outbox)
    .where(and(inArray(outbox.newsletterId, ids), inArray(outbox.state, ['sent', 'failed'])))
    .groupBy(outbox.newsletterId, outbox.state);
  for (const row of states) {
    const entry = row.id === null ? undefined : counts.get(row.id);
    if (entry) entry[row.state === 'sent' ? 'sent' : 'failed'] = row.n;
  }
  const left = await db
    .select({ id: subscribeEmail.unsubscribedFrom, n: sql<number>`count(*)` })
    .from(subscribeEmail)
    .where(and(inArray(subscribeEmail.unsubscribedFrom, ids), eq(subscribeEmail.status, 'unsubscribed')))
    .groupBy(subscribeEmail.unsubscribedFrom);
  for (const row of left) {
    const entry = row.id === null ? undefined : counts.get(row.id);
    if (entry) entry.unsubscribed = row.n;
  }
  return counts;
};

/** An issue as the API answers it. */
export const issueView = (issue: Newsletter, counts: IssueCounts | undefined) => ({
  id: issue.id,
  subject: { en: issue.subjectEn, ar: issue.subjectAr },
  body: { en: issue.bodyEn, ar: issue.bodyAr },
  projectIds: issue.projectIds,
  status: issue.status,
  scheduledAt: issue.scheduledAt,
  sentAt: issue.sentAt,
  createdAt: issue.createdAt,
  updatedAt: issue.updatedAt,
  counts: counts ?? { recipients: issue.recipients, sent: 0, failed: 0, unsubscribed: 0 },
});

/**
 * Queues an issue: one outbox row per confirmed subscriber who reads a language it is written in, in one
 * transaction with the issue becoming `sending`. The issue is taken by a conditional UPDATE, so when two
 * processes reach a scheduled issue at the same moment only one queues it. Answers the issue, or null.
 */
export const queueIssue = (db: Database, id: number, now: Date): Promise<Newsletter | null> =>
  db.transaction(async (tx) => {
    const at = now.toISOString();
    const [taken] = await tx
      .update(newsletter)
      .set({ status: 'sending', queuedAt: at, updatedAt: at })
      .where(and(eq(newsletter.id, id), inArray(newsletter.status, ['draft', 'scheduled'])))
      .returning();
    if (!taken) return null;
    const langs = writtenLanguages(taken);
    const readers = await tx
      .select({ id: subscribeEmail.id, email: subscribeEmail.email, lang: subscribeEmail.lang })
      .from(subscribeEmail)
      .where(and(eq(subscribeEmail.status, 'confirmed'), inArray(subscribeEmail.lang, langs)))
      .orderBy(subscribeEmail.id);
    for (let i = 0; i < readers.length; i += QUEUE_CHUNK) {
      await tx
        .insert(outbox)
        .values(
          readers
            .slice(i, i + QUEUE_CHUNK)
            .map((reader) => ({ kind: 'newsletter' as const, newsletterId: id, subscriberId: reader.id, recipients: reader.email, lang: reader.lang })),
        );
    }
    const done = readers.length === 0 ? { status: 'sent' as const, sentAt: at } : {};
    const [queued] = await tx
      .update(newsletter)
      .set({ recipients: readers.length, ...done })
      .where(eq(newsletter.id, id))
      .returning();
    return queued ?? null;
  });

/** Marks an issue sent once none of its emails waits or is being sent (a failed one is done too). */
export const issueProgressed = async (db: Database, id: number, now: Date) => {
  const open = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.newsletterId, id), inArray(outbox.state, ['waiting', 'sending'])));
  await db
    .update(newsletter)
    .set({ status: 'sent', sentAt: now.toISOString() })
    .where(and(eq(newsletter.id, id), eq(newsletter.status, 'sending'), sql`NOT EXISTS ${open}`));
};

/** Queues the scheduled issues whose time has come; answers those this process queued, with the time each was due. */
export const queueDueIssues = async (db: Database, now: Date) => {
  const due = await db
    .select({ id: newsletter.id, scheduledAt: newsletter.scheduledAt })
    .from(newsletter)
    .where(and(eq(newsletter.status, 'scheduled'), lte(newsletter.scheduledAt, now.toISOString())));
  const queued: { issue: Newsletter; scheduledFor: string }[] = [];
  for (const { id, scheduledAt } of due) {
    const issue = await queueIssue(db, id, now);
    if (issue && scheduledAt) queued.push({ issue, scheduledFor: scheduledAt });
  }
  // Issues whose last email another process finished, or that had nothing left to send.
  const sending = await db.select({ id: newsletter.id }).from(newsletter).where(eq(newsletter.status, 'sending'));
  for (const { id } of sending) await issueProgressed(db, id, now);
  return queued;
};

/** The issue's name in the activity log and "Coming up": its subject in either language. */
export const nameOf = (issue: { subjectEn: string; subjectAr: string }) => issue.subjectEn || issue.subjectAr;

/** The scheduled issues, soonest first: for "Coming up". */
export const scheduledIssues = (db: Database) => db.select().from(newsletter).where(eq(newsletter.status, 'scheduled')).orderBy(asc(newsletter.scheduledAt));

/** "Unschedule": the issue goes back to being a draft. Null when it is not scheduled (any more). */
export const unscheduleIssue = async (db: Database, id: number, now: Date) => {
  const [row] = await db
    .update(newsletter)
    .set({ status: 'draft', scheduledAt: null, updatedAt: now.toISOString() })
    .where(and(eq(newsletter.id, id), eq(newsletter.status, 'scheduled')))
    .returning();
  return row ?? null;
};

/**
 * Sends an issue now (the newsletter's "Send", and "Send now" from "Coming up"): refused when email is not set
 * up, the issue is gone, sent, being sent, half written, or reaches nobody. Answers the queued issue or the refusal.
 */
export const sendIssueNow = async (db: Database, id: number, now: Date, emailSetUp: boolean): Promise<{ queued: Newsletter } | { status: 400 | 404 | 409; message: Message }> => {
  if (!emailSetUp) return { status: 409, message: (m) => m.newsletters.emailNotSetUp };
  const [issue] = await db.select().from(newsletter).where(eq(newsletter.id, id));
  if (!issue) return { status: 404, message: (m) => m.newsletters.notFound };
  if (issue.status === 'sent') return { status: 409, message: (m) => m.newsletters.alreadySent };
  if (issue.status === 'sending') return { status: 409, message: (m) => m.newsletters.sending };
  const problem = sendProblem(issue);
  if (problem) return { status: 400, message: problem };
  const [{ readers } = { readers: 0 }] = await db
    .select({ readers: count() })
    .from(subscribeEmail)
    .where(and(eq(subscribeEmail.status, 'confirmed'), inArray(subscribeEmail.lang, writtenLanguages(issue))));
  if (readers === 0) return { status: 409, message: (m) => m.newsletters.noRecipients };
  const queued = await queueIssue(db, id, now);
  if (!queued) return { status: 409, message: (m) => m.newsletters.sending };
  return { queued };
};

/** The issue's projects as cards in one language: published ones only, in the issue's order, with absolute addresses. */
const projectCards = async (db: Database, projectIds: readonly number[], lang: PageLang, siteUrl: string): Promise<EmailProjectCard[]> => {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select()
    .from(project)
    .where(and(inArray(project.id, [...projectIds]), eq(project.status, 'Published')));
  const translated = await projectsIn(db, lang, rows);
  const images = await db
    .select({ url: uploadedImage.url, variants: uploadedImage.variants })
    .from(uploadedImage)
    .where(
      inArray(
        uploadedImage.url,
        rows.map((row) => row.imageUrl),
      ),
    );
  const imageOf = (url: string) => {
    const variants = images.find((image) => image.url === url)?.variants ?? [];
    return variants.find((variant) => variant.width >= CARD_IMAGE_WIDTH)?.url ?? url;
  };
  return projectIds.flatMap((id) => {
    const row = translated.find((candidate) => candidate.id === id);
    if (!row) return [];
    return [
      {
        title: row.title,
        caption: row.location ?? '',
        imageUrl: new URL(imageOf(row.imageUrl), siteUrl).href,
        imageAlt: row.imageAlt,
        url: new URL(`${lang === 'ar' ? '/ar' : ''}/portfolio/${row.slug}`, siteUrl).href,
      },
    ];
  });
};

/** The issue in one language for one reader, whose unsubscribe link is `unsubscribeUrl`. */
const renderIssue = async (db: Database, issue: Newsletter, lang: PageLang, siteUrl: string, unsubscribeUrl: string) => {
  const { subject, body } = textsOf(issue, lang);
  const m = apiMessages[lang];
  const [cards, company] = await Promise.all([projectCards(db, issue.projectIds, lang, siteUrl), readPublishedSection(db, 'company')]);
  const words = { studioName: m.studioName, ...m.emails.newsletter };
  return { subject, ...issueEmail({ lang, subject, body, cards, address: company.address[lang], unsubscribeUrl, words }) };
};

/** RFC 8058: mail programs offer their own unsubscribe button and POST to the link. */
const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

/**
 * What the outbox sends for one recipient of an issue: the issue in the subscriber's language with a new
 * unsubscribe link of its own (only its hash is stored); `skip` when the subscriber is no longer confirmed (the
 * row is dropped, not counted); null when the issue or subscriber is gone.
 */
export const issueEmailFor = async (db: Database, email: OutboxEmail, siteUrl: string): Promise<OutgoingMail[] | 'skip' | null> => {
  if (email.newsletterId === null || email.subscriberId === null) return null;
  const [[issue], [subscriber]] = await Promise.all([
    db.select().from(newsletter).where(eq(newsletter.id, email.newsletterId)),
    db.select().from(subscribeEmail).where(eq(subscribeEmail.id, email.subscriberId)),
  ]);
  if (!issue || !subscriber) return null;
  if (subscriber.status !== 'confirmed') return 'skip';
  const lang = writtenLanguages(issue).includes(subscriber.lang) ? subscriber.lang : null;
  if (!lang) return 'skip';
  const token = await mintToken(db, { subscriberId: subscriber.id, purpose: 'unsubscribe', newsletterId: issue.id });
  const url = new URL('/newsletter/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  const { subject, html, text } = await renderIssue(db, issue, lang, siteUrl, url.href);
  return [{ to: [subscriber.email], subject, html, text, headers: unsubscribeHeaders(url.href) }];
};

/** "Send me a test": each written language to the signed-in account, with a link that unsubscribes nobody. */
export const testEmails = async (db: Database, issue: Newsletter, to: string, siteUrl: string): Promise<OutgoingMail[]> => {
  const url = new URL('/newsletter/unsubscribe', siteUrl).href;
  const langs = writtenLanguages(issue);
  return Promise.all(
    langs.map(async (lang) => {
      const { subject, html, text } = await renderIssue(db, issue, lang, siteUrl, url);
      return { to: [to], subject: apiMessages[lang].emails.newsletter.testSubject(subject), html, text, headers: unsubscribeHeaders(url) };
    }),
  );
};

/** Ids among these that are no project. */
export const unknownProjects = async (db: Database, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: project.id })
    .from(project)
    .where(inArray(project.id, [...ids]));
  return ids.filter((id) => !found.some((row) => row.id === id));
};
