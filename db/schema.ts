import { sql } from 'drizzle-orm';
import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { GalleryImage } from '../shared/schemas/project.ts';

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

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
    galleryImages: text('galleryImages', { mode: 'json' })
      .$type<GalleryImage[]>()
      .notNull()
      .default(sql`'[]'`),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    completionDate: text('completionDate'),
    client: text('client'),
    location: text('location'),
    size: text('size'),
  },
  (table) => [index('project_featured_idx').on(table.featured)],
);

export const contactMessage = sqliteTable('contact_message', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: text('createdAt').notNull().default(isoNow),
});

export const subscribeEmail = sqliteTable('subscribe_email', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  createdAt: text('createdAt').notNull().default(isoNow),
});

export const user = sqliteTable('user', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').unique(),
  email: text('email').notNull().unique(),
  /** An argon2id hash, never the password itself. */
  password: text('password').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull().default('admin'),
  approved: integer('approved', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('createdAt', { mode: 'timestamp' })
    .notNull()
    .default(sql`(unixepoch())`),
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
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

/** Small key/value facts about this database, such as whether the demo seed already ran. */
export const meta = sqliteTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export type Project = typeof project.$inferSelect;
export type NewProject = typeof project.$inferInsert;
export type ContactMessage = typeof contactMessage.$inferSelect;
export type SubscribeEmail = typeof subscribeEmail.$inferSelect;
export type User = typeof user.$inferSelect;
export type Session = typeof session.$inferSelect;

/**
 * The activity log: who did what, when and from where. Append-only: no route updates or deletes
 * a record; only the 365-day pruning removes old ones. `userId` is not a foreign key so a record
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
