import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { GalleryImage } from '../shared/schemas/project.ts';
import { MESSAGE_STATUSES, PAGE_LANGS } from '../shared/inbox.ts';
import { PROJECT_STATUSES } from '../shared/project-status.ts';
import { NEWSLETTER_STATUSES, SUBSCRIBER_STATUSES } from '../shared/newsletter.ts';
import { CLICK_IDS } from '../shared/lead-source.ts';
import { TESTIMONIAL_STATUSES } from '../shared/testimonials.ts';
import { LEAD_CHANNELS, LEAD_STAGES, LOST_REASONS, PREFERRED_CONTACTS, PROJECT_TYPES, TIMELINES } from '../shared/leads.ts';
import type { SiteContent, SiteContentSection } from '../shared/site-content/sections.ts';

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * Where a visit came from, with the meanings shared/lead-source.ts gives them: kept by visit_source, and
 * copied from it onto each contact message and WhatsApp click.
 */
const visitSourceColumns = () => ({
  referrer: text('referrer'),
  utmSource: text('utmSource'),
  utmMedium: text('utmMedium'),
  utmCampaign: text('utmCampaign'),
  clickId: text('clickId', { enum: CLICK_IDS }),
});

export const project = sqliteTable(
  'project',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    fullDescription: text('fullDescription'),
    imageUrl: text('imageUrl').notNull(),
    imageAlt: text('imageAlt').notNull(),
    galleryImages: text('galleryImages', { mode: 'json' }).$type<GalleryImage[]>().notNull().default(sql`'[]'`),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    completionDate: text('completionDate'),
    client: text('client'),
    location: text('location'),
    size: text('size'),
    /** A draft is seen by signed-in admins only; the SQL default publishes the projects stored before drafts existed. */
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('Published'),
    /** The office's portfolio order, smallest first; ties (all 0 before any reorder) fall back to newest first. */
    position: integer('position').notNull().default(0),
    /** What search results and link cards show instead of the page's own title, description and main image; null keeps those. */
    seoTitle: text('seoTitle'),
    seoDescription: text('seoDescription'),
    shareImage: text('shareImage'),
    /** When a draft goes live by itself (ISO time, UTC); null when it is not scheduled. A project with one is a draft. */
    publishAt: text('publishAt'),
    /** When a published project is taken down by itself (ISO time, UTC); null when it stays up. */
    unpublishAt: text('unpublishAt'),
  },
  (table) => [index('project_featured_idx').on(table.featured), index('project_order_idx').on(table.status, table.position)],
);

/**
 * A project's texts in another language: one row per project and locale, so a third
 * language is data. Empty fields fall back to the project's own (English) text.
 */
export const projectTranslation = sqliteTable(
  'project_translation',
  {
    projectId: integer('projectId')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title'),
    description: text('description'),
    fullDescription: text('fullDescription'),
    client: text('client'),
    location: text('location'),
    size: text('size'),
    completionDate: text('completionDate'),
    imageAlt: text('imageAlt'),
    /** One alt per gallery image, in the gallery's order; '' where not translated. */
    galleryAlts: text('galleryAlts', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The search result and link card in this language; null keeps the page's own (never the English override). */
    seoTitle: text('seoTitle'),
    seoDescription: text('seoDescription'),
    shareImage: text('shareImage'),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.locale] })],
);

export type ProjectTranslation = typeof projectTranslation.$inferSelect;

/**
 * A contact message, and the lead it is: what the visitor said of the project, where the visit came from,
 * and where the deal stands. A lead added by hand has no email, subject or message: those are ''.
 */
export const contactMessage = sqliteTable(
  'contact_message',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: text('createdAt').notNull().default(isoNow),
    // The SQL default turns the messages stored before the inbox existed into "Read" when the column
    // is added; every message stored since is given its status by the contact route ("New" or "Spam").
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('Read'),
    /** A private note of the office, such as what was quoted. */
    note: text('note'),
    /** The language of the page the message came from, for the visitor's acknowledgement. */
    lang: text('lang', { enum: PAGE_LANGS }).notNull().default('en'),
    projectType: text('projectType', { enum: PROJECT_TYPES }),
    location: text('location'),
    /** Square metres. */
    area: integer('area'),
    /** The id of one of the office's budget bands (site content, Contact & FAQ); its label may change, the id stays. */
    budget: text('budget'),
    timeline: text('timeline', { enum: TIMELINES }),
    preferredContact: text('preferredContact', { enum: PREFERRED_CONTACTS }),
    /** The project the visitor asked about; cleared if the project is deleted. */
    projectId: integer('projectId').references(() => project.id, { onDelete: 'set null' }),
    // The visit's source, with the meanings of visit_source's columns.
    landingPage: text('landingPage'),
    ...visitSourceColumns(),
    /** How the lead came: `form` for every message sent through the site (those stored before included). */
    channel: text('channel', { enum: LEAD_CHANNELS }).notNull().default('form'),
    stage: text('stage', { enum: LEAD_STAGES }).notNull().default('New lead'),
    /** The furthest stage the deal reached (Lost never counts as further), for the funnel. */
    furthestStage: text('furthestStage', { enum: LEAD_STAGES }).notNull().default('New lead'),
    ownerId: integer('ownerId').references(() => user.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD, a day in Cairo. */
    followUpOn: text('followUpOn'),
    /** The estimated value of the deal in EGP. */
    value: integer('value'),
    lostReason: text('lostReason', { enum: LOST_REASONS }),
  },
  // No index beyond the id's: every public message would pay for each, and the admin's filters read a few
  // thousand rows at most.
);

/**
 * A file sent with a message (a floor plan, a photo), kept in the database: private (read only through the
 * admin's route), in every backup, and the same for every server process. Until its message is sent it has
 * no `messageId`, and one that never gets one is deleted within a day.
 */
export const contactAttachment = sqliteTable(
  'contact_attachment',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The random id the visitor's form holds until it sends the message; nobody else can claim the file. */
    token: text('token').notNull().unique(),
    messageId: integer('messageId').references(() => contactMessage.id, { onDelete: 'cascade' }),
    /** The file's name as chosen (an image's extension is .webp once re-encoded). */
    name: text('name').notNull(),
    type: text('type', { enum: ['image/webp', 'application/pdf'] }).notNull(),
    /** Bytes stored. */
    size: integer('size').notNull(),
    /** Bytes of the file as the visitor chose it: the 10 MB rule counts these. */
    sentSize: integer('sentSize').notNull(),
    data: blob('data', { mode: 'buffer' }).notNull(),
    createdAt: text('createdAt').notNull().default(isoNow),
  },
  (table) => [index('contact_attachment_message_idx').on(table.messageId, table.createdAt)],
);

/** A visitor's click on a WhatsApp link of the site (bots and repeats within 30 minutes left out). */
export const whatsappClick = sqliteTable(
  'whatsapp_click',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    createdAt: text('createdAt').notNull().default(isoNow),
    /** The day in Cairo (shared/cairo-day.ts). */
    day: text('day').notNull(),
    /** The path of the page the link was on; null when it was not a path of this site. */
    page: text('page'),
    /** The project of that page; null when the page is not a project (or the project is deleted). */
    projectId: integer('projectId').references(() => project.id, { onDelete: 'set null' }),
    lang: text('lang', { enum: PAGE_LANGS }).notNull(),
    landingPage: text('landingPage'),
    ...visitSourceColumns(),
  },
  (table) => [index('whatsapp_click_day_idx').on(table.day)],
);

/**
 * The last counted WhatsApp click of each visitor of the day, for the 30-minute rule; keyed by the day's visitor
 * id (a salted hash) and deleted with the day's salt, so nothing of it outlives the day.
 */
export const whatsappVisitor = sqliteTable(
  'whatsapp_visitor',
  {
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    lastCountedAt: text('lastCountedAt').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/** Form stamps already used by a message: a stamp earns the visitor's acknowledgement once. Kept a little longer than a stamp lives. */
export const formStampUse = sqliteTable('form_stamp_use', {
  stamp: text('stamp').primaryKey(),
  usedAt: text('usedAt').notNull().default(isoNow),
});

/**
 * The transactional outbox: each email to send is written in the same transaction as what
 * caused it, and a background worker sends it with retries, so no request waits for the mail server.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', {
      enum: ['notice', 'acknowledgement', 'password-reset', 'account-exists', 'newsletter-confirmation', 'newsletter', 'testimonial-notice', 'testimonial-request'],
    }).notNull(),
    /** The contact message a notice or acknowledgement is about. */
    messageId: integer('messageId').references(() => contactMessage.id, { onDelete: 'cascade' }),
    /**
     * The account a password-reset email goes to (its link is made when the email is sent, api/accounts/password-reset.ts),
     * or that someone tried to register again (api/accounts/account-exists-email.ts).
     */
    userId: integer('userId').references(() => user.id, { onDelete: 'cascade' }),
    /** The subscriber a newsletter email goes to (its link is made when the email is sent, api/newsletter). */
    subscriberId: integer('subscriberId').references(() => subscribeEmail.id, { onDelete: 'cascade' }),
    /** The issue a newsletter email is of: one row per recipient, queued when the issue is sent. */
    newsletterId: integer('newsletterId').references(() => newsletter.id, { onDelete: 'cascade' }),
    /** The testimonial a `testimonial-notice` tells the office of. */
    testimonialId: integer('testimonialId').references(() => testimonial.id, { onDelete: 'cascade' }),
    /** The review link a `testimonial-request` email carries to a client. */
    testimonialRequestId: integer('testimonialRequestId').references(() => testimonialRequest.id, { onDelete: 'cascade' }),
    /** Comma-separated addresses, fixed when the email was queued. */
    recipients: text('recipients').notNull(),
    /** An account's email's language when the account chose none: that of the screen it was asked from. */
    lang: text('lang', { enum: PAGE_LANGS }),
    state: text('state', { enum: ['waiting', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('waiting'),
    /** The worker sending it while `state` is 'sending'; its claim lapses at `leaseUntil` (a process that died). */
    claimedBy: text('claimedBy'),
    leaseUntil: text('leaseUntil'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('nextAttemptAt').notNull().default(isoNow),
    lastError: text('lastError'),
    createdAt: text('createdAt').notNull().default(isoNow),
    sentAt: text('sentAt'),
  },
  (table) => [
    index('outbox_due_idx').on(table.state, table.nextAttemptAt),
    index('outbox_message_idx').on(table.messageId),
    // The acknowledgements of the last 24 hours, for their daily limits.
    index('outbox_kind_created_idx').on(table.kind, table.createdAt),
    // An issue's figures, and whether it is done.
    index('outbox_newsletter_idx').on(table.newsletterId, table.state),
  ],
);

/**
 * What a client says of the studio, in their words: sent through a review link or entered by the office with the
 * client's permission (`consent`). Only `approved` ones are shown; a quote in one language falls back to the other.
 */
export const testimonial = sqliteTable(
  'testimonial',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    quoteEn: text('quoteEn').notNull().default(''),
    quoteAr: text('quoteAr').notNull().default(''),
    /** The name, role and company as the client wants them shown. */
    name: text('name').notNull(),
    role: text('role'),
    company: text('company'),
    projectId: integer('projectId').references(() => project.id, { onDelete: 'set null' }),
    /** An uploaded image's url. */
    photo: text('photo'),
    /** The day it was said (YYYY-MM-DD). */
    date: text('date'),
    consent: integer('consent', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: TESTIMONIAL_STATUSES }).notNull().default('pending'),
    /** The office's order, smallest first. */
    position: integer('position').notNull().default(0),
    /** The client's address when it came through a link that had one; erased with the rest of what is kept about it. */
    email: text('email'),
    /** The language the client wrote in. */
    lang: text('lang', { enum: PAGE_LANGS }).notNull().default('en'),
    source: text('source', { enum: ['office', 'link'] })
      .notNull()
      .default('office'),
    createdAt: text('createdAt').notNull().default(isoNow),
    updatedAt: text('updatedAt').notNull().default(isoNow),
  },
  (table) => [index('testimonial_status_idx').on(table.status, table.position), index('testimonial_project_idx').on(table.projectId)],
);

export type Testimonial = typeof testimonial.$inferSelect;

/**
 * A one-time link for a client to send a testimonial (`/review/<token>`), valid 30 days. The token is kept as it is
 * (unlike sign-in and newsletter links): the office copies or sends the link again while it is open, and what it
 * opens is a form whose result waits for the office's approval.
 */
export const testimonialRequest = sqliteTable(
  'testimonial_request',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    token: text('token').notNull().unique(),
    name: text('name').notNull(),
    email: text('email'),
    projectId: integer('projectId').references(() => project.id, { onDelete: 'set null' }),
    lang: text('lang', { enum: PAGE_LANGS }).notNull().default('en'),
    createdAt: text('createdAt').notNull().default(isoNow),
    expiresAt: text('expiresAt').notNull(),
    usedAt: text('usedAt'),
    testimonialId: integer('testimonialId').references(() => testimonial.id, { onDelete: 'set null' }),
  },
  (table) => [index('testimonial_request_email_idx').on(table.email)],
);

export type TestimonialRequest = typeof testimonialRequest.$inferSelect;

/**
 * A newsletter subscription. The SQL defaults make the subscribers stored before double opt-in existed
 * confirmed English readers; every subscription since is given its status and language by the form's route.
 */
export const subscribeEmail = sqliteTable(
  'subscribe_email',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull().unique(),
    createdAt: text('createdAt').notNull().default(isoNow),
    /** The language of the page the subscription came from: its emails and pages are in it. */
    lang: text('lang', { enum: PAGE_LANGS }).notNull().default('en'),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('confirmed'),
    confirmedAt: text('confirmedAt'),
    unsubscribedAt: text('unsubscribedAt'),
    /** When the last confirmation email was queued; a pending subscription is deleted 7 days after it. */
    confirmationSentAt: text('confirmationSentAt'),
    /** The issue whose unsubscribe link was used, for its figures; null when none (or the issue is deleted). */
    unsubscribedFrom: integer('unsubscribedFrom'),
  },
  (table) => [index('subscribe_email_status_idx').on(table.status, table.lang)],
);

/**
 * An issue of the newsletter, written in the admin in English and Arabic (Markdown); a language left empty is
 * not sent. `recipients` is fixed when it is queued; the other figures are counted from the outbox.
 */
export const newsletter = sqliteTable('newsletter', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  subjectEn: text('subjectEn').notNull().default(''),
  subjectAr: text('subjectAr').notNull().default(''),
  bodyEn: text('bodyEn').notNull().default(''),
  bodyAr: text('bodyAr').notNull().default(''),
  /** Projects shown as cards under the text, in this order. */
  projectIds: text('projectIds', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[]'`),
  status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('draft'),
  scheduledAt: text('scheduledAt'),
  /** When its emails were queued, and when the last of them went. */
  queuedAt: text('queuedAt'),
  sentAt: text('sentAt'),
  recipients: integer('recipients').notNull().default(0),
  createdAt: text('createdAt').notNull().default(isoNow),
  updatedAt: text('updatedAt').notNull().default(isoNow),
});

export type Newsletter = typeof newsletter.$inferSelect;

/**
 * The links of a subscriber's emails: `confirm` (the double opt-in, used once, for 7 days) and `unsubscribe`
 * (one per newsletter email, kept while the subscription is). Only the SHA-256 of a token is stored; the
 * tokens go with their subscriber.
 */
export const newsletterToken = sqliteTable(
  'newsletter_token',
  {
    tokenHash: text('tokenHash').primaryKey(),
    subscriberId: integer('subscriberId')
      .notNull()
      .references(() => subscribeEmail.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    /** The issue an unsubscribe link came in. */
    newsletterId: integer('newsletterId'),
    createdAt: text('createdAt').notNull().default(isoNow),
    expiresAt: text('expiresAt'),
  },
  (table) => [index('newsletter_token_subscriber_idx').on(table.subscriberId)],
);

export const user = sqliteTable('user', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').unique(),
  email: text('email').notNull().unique(),
  /** An argon2id hash, never the password itself. */
  password: text('password').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull().default('admin'),
  approved: integer('approved', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('createdAt', { mode: 'timestamp' }).notNull().default(sql`(unixepoch())`),
  /** The language the account chose for the admin and its emails; null until chosen (the browser's language is used). */
  adminLanguage: text('adminLanguage', { enum: PAGE_LANGS }),
  /** The authenticator app's key (base32), set when two-step sign-in is set up; in use once `twoFactorEnabledAt` is set. */
  twoFactorSecret: text('twoFactorSecret'),
  twoFactorEnabledAt: integer('twoFactorEnabledAt', { mode: 'timestamp' }),
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  twoFactorLastStep: integer('twoFactorLastStep'),
});

/** Two-step sign-in's single-use backup codes: only the SHA-256 of each (they are random, not chosen by a person). */
export const backupCode = sqliteTable(
  'backup_code',
  {
    codeHash: text('codeHash').primaryKey(),
    userId: integer('userId')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('backup_code_user_idx').on(table.userId)],
);

/** A password-reset link's token: only its SHA-256 is kept; the row is deleted when used. */
export const passwordReset = sqliteTable(
  'password_reset',
  {
    tokenHash: text('tokenHash').primaryKey(),
    userId: integer('userId')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: integer('createdAt', { mode: 'timestamp' }).notNull(),
    expiresAt: integer('expiresAt', { mode: 'timestamp' }).notNull(),
  },
  (table) => [index('password_reset_user_idx').on(table.userId)],
);

/**
 * A sign-in whose password was right and whose authentication code is still to come: a short-lived
 * cookie `<id>.<secret>` names it, and only the SHA-256 of the secret is kept. No session exists yet.
 */
export const pendingSignIn = sqliteTable('pending_sign_in', {
  id: text('id').primaryKey(),
  secretHash: blob('secretHash', { mode: 'buffer' }).notNull(),
  userId: integer('userId')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  expiresAt: integer('expiresAt', { mode: 'timestamp' }).notNull(),
});

/** Lucia-guide sessions: the token is `<id>.<secret>`; only the SHA-256 of the secret is kept. */
export const session = sqliteTable(
  'session',
  {
    id: text('id').primaryKey(),
    secretHash: blob('secretHash', { mode: 'buffer' }).notNull(),
    userId: integer('userId')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: integer('createdAt', { mode: 'timestamp' }).notNull(),
    expiresAt: integer('expiresAt', { mode: 'timestamp' }).notNull(),
    /** What Settings → "Signed-in devices" shows: the browser's user agent, and where and when the session was last used. */
    userAgent: text('userAgent'),
    clientAddress: text('clientAddress'),
    lastSeenAt: integer('lastSeenAt', { mode: 'timestamp' }),
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

/** A file stored for an image: its name, for removing it, and where browsers read it. */
export interface StoredCopy {
  name: string;
  url: string;
}

/** A responsive copy written beside an uploaded image. */
export interface ImageVariant extends StoredCopy {
  width: number;
  /**
   * The same width as AVIF, for the widths phones load; null when the AVIF was not
   * smaller than the WebP; absent for images stored before AVIF copies were made, until they are added.
   */
  avif?: StoredCopy | null;
}

/**
 * Every image the site stored: the media library. The facts known when it was processed, so the build
 * never opens an image file, and its descriptions, written once and used wherever a place leaves its own alt empty.
 */
export const uploadedImage = sqliteTable('uploaded_image', {
  /** The full image's stored file name; the library's id of the image. */
  name: text('name').primaryKey(),
  url: text('url').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Narrowest first. */
  variants: text('variants', { mode: 'json' }).$type<ImageVariant[]>().notNull().default(sql`'[]'`),
  /** Bytes of every stored file for this image (full size and variants). */
  bytes: integer('bytes').notNull(),
  createdAt: text('createdAt').notNull().default(isoNow),
  /** The name of the file the admin uploaded; null for images stored before it was kept. */
  fileName: text('fileName'),
  altEn: text('altEn').notNull().default(''),
  altAr: text('altAr').notNull().default(''),
});

/**
 * Addresses that answer 301 to another: the old addresses of renamed projects (`projectId` set, moved with
 * every later rename) and the office's own. Only a path no page answers is redirected.
 */
export const redirect = sqliteTable('redirect', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** A path of this site, decoded, without a query or a trailing slash. */
  fromPath: text('fromPath').notNull().unique(),
  /** A path of this site or an https:// address. */
  toPath: text('toPath').notNull(),
  /** The renamed project whose old address this is; its redirects follow its next renames and go with it. */
  projectId: integer('projectId').references(() => project.id, { onDelete: 'cascade' }),
  createdAt: text('createdAt').notNull().default(isoNow),
  /** Visitors sent on, counted in memory and added in batches. */
  hits: integer('hits').notNull().default(0),
});

export type Redirect = typeof redirect.$inferSelect;

/** Small key/value facts about this database, such as whether the demo seed already ran. */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The first page of each visitor's day and where the visitor came from, so that a lead sent later that
 * day (a WhatsApp click made with JavaScript off) knows its source. Keyed by the day's visitor id (a salted
 * hash, api/visitors/visitor-ids.ts); the rows of a day are deleted with the day's salt.
 */
export const visitSource = sqliteTable(
  'visit_source',
  {
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    landingPage: text('landingPage').notNull(),
    ...visitSourceColumns(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/**
 * The public site's counts per Cairo day (api/analytics): `metric` is what is counted (`views` and `visitors`
 * under the key '', `page` by path, `lang`, `device`, `source` by source key) and `count` how many. Every
 * process adds its counts to the same rows, so they add up; days older than two years are deleted.
 */
export const analyticsDay = sqliteTable(
  'analytics_day',
  {
    day: text('day').notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric, table.key] })],
);

/** Addresses of the site that answered "not found" to a person (bots left out), and how often, per Cairo day. */
export const missingPathDay = sqliteTable(
  'missing_path_day',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** Rate limit counters shared by every server process (rate-limiter-flexible's Drizzle store). */
export const rateLimit = sqliteTable('rate_limit', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: integer('expire', { mode: 'timestamp_ms' }),
});

/** Who may build the site right now: one process at a time, until `expiresAt` unless renewed. */
export const publishLease = sqliteTable('publish_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: integer('expiresAt', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * The site's editable texts and facts, one row per section (Payload-style drafts): `published` is
 * what the pages are built from, `draft` the office's unpublished edit (null when there is none).
 * `version` grows with every write, so a save based on an older read is refused (409).
 */
export const siteContent = sqliteTable('site_content', {
  section: text('section').$type<SiteContentSection>().primaryKey(),
  published: text('published', { mode: 'json' }).notNull(),
  draft: text('draft', { mode: 'json' }),
  version: integer('version').notNull().default(1),
  updatedAt: text('updatedAt').notNull().default(isoNow),
  updatedBy: integer('updatedBy'),
  /** When the section's draft goes live by itself (ISO time, UTC); null when it waits for "Publish". */
  publishAt: text('publishAt'),
});

/** Every "Publish changes": the whole published content after it, for "History" and "Restore". */
export const siteContentPublish = sqliteTable(
  'site_content_publish',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    publishedAt: text('publishedAt').notNull().default(isoNow),
    /** Not a foreign key: the record outlives the account, and keeps its name. */
    publishedBy: integer('publishedBy'),
    publishedByName: text('publishedByName'),
    /** The sections this publish changed. */
    sections: text('sections', { mode: 'json' }).$type<SiteContentSection[]>().notNull(),
    content: text('content', { mode: 'json' }).$type<SiteContent>().notNull(),
  },
  (table) => [index('site_content_publish_at_idx').on(table.publishedAt)],
);

export type SiteContentRow = typeof siteContent.$inferSelect;
export type SiteContentPublish = typeof siteContentPublish.$inferSelect;

export type Project = typeof project.$inferSelect;
export type NewProject = typeof project.$inferInsert;
export type ContactMessage = typeof contactMessage.$inferSelect;
export type ContactAttachment = typeof contactAttachment.$inferSelect;
export type WhatsappClick = typeof whatsappClick.$inferSelect;
export type OutboxEmail = typeof outbox.$inferSelect;
export type SubscribeEmail = typeof subscribeEmail.$inferSelect;
export type NewsletterToken = typeof newsletterToken.$inferSelect;
export type User = typeof user.$inferSelect;
export type Session = typeof session.$inferSelect;
export type UploadedImage = typeof uploadedImage.$inferSelect;

/**
 * The activity log: who did what, when and from where. Append-only: no route updates or deletes
 * a record, except that erasing one email address's data redacts its mentions (decision 196); only the
 * 365-day pruning removes old ones. `userId` is not a foreign key so a record
 * outlives the account that made it (its name is kept in `actorName`).
 */
export const activity = sqliteTable(
  'activity',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    createdAt: text('createdAt').notNull().default(isoNow),
    userId: integer('userId'),
    actorName: text('actorName'),
    action: text('action').notNull(),
    target: text('target'),
    targetId: integer('targetId'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    clientAddress: text('clientAddress').notNull(),
  },
  (table) => [index('activity_created_idx').on(table.createdAt), index('activity_user_idx').on(table.userId), index('activity_action_idx').on(table.action)],
);

export type Activity = typeof activity.$inferSelect;

/** The source columns of a table that keeps them (visitSourceColumns), for a select that works out a lead's source. */
export const sourceColumnsOf = (table: typeof contactMessage | typeof whatsappClick | typeof visitSource) => ({
  referrer: table.referrer,
  utmSource: table.utmSource,
  utmMedium: table.utmMedium,
  utmCampaign: table.utmCampaign,
  clickId: table.clickId,
});
