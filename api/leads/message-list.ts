import { type AnyColumn, and, count, desc, eq, inArray, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTitlesIn } from '../../db/project-translations.ts';
import { contactMessage, outbox, project, sourceColumnsOf, user, type ContactMessage } from '../../db/schema.ts';
import { leadSourceKey } from '../../shared/leads.ts';
import type { ApiMessages } from '../../shared/messages/en.ts';
import type { MessageListQuery } from '../../shared/schemas/message-update.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';
import { noticeStatus } from './notice-status.ts';
import { attachmentsOf } from './attachments.ts';

/** The page size when a page is asked for without one. */
const DEFAULT_LIMIT = 25;

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally (ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const conditionsOf = ({ status, hide, stage, q }: MessageListQuery): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [
    status ? eq(contactMessage.status, status) : undefined,
    hide && hide.length > 0 ? notInArray(contactMessage.status, hide) : undefined,
    stage ? eq(contactMessage.stage, stage) : undefined,
  ];
  if (q) {
    const pattern = containing(q);
    const like = (column: AnyColumn) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
    conditions.push(or(like(contactMessage.name), like(contactMessage.email), like(contactMessage.subject), like(contactMessage.message)));
  }
  return and(...conditions.filter((condition) => condition !== undefined));
};

/**
 * Each message as the admin shows it: its columns, its email notice's state, the project it is about, its
 * attachments (names and sizes) and its owner's name, looked up for the messages shown only. The project is
 * named in the reader's language where it has a title in it.
 */
const withDetails = async (db: Database, messages: ContactMessage[], m: ApiMessages, lang: ContentLocale) => {
  const ids = messages.map((message) => message.id);
  const projectIds = [...new Set(messages.map((message) => message.projectId).filter((id) => id !== null))];
  const ownerIds = [...new Set(messages.map((message) => message.ownerId).filter((id) => id !== null))];
  const [notices, projects, owners, files] = await Promise.all([
    db
      .select({ messageId: outbox.messageId, state: outbox.state, lastError: outbox.lastError })
      .from(outbox)
      .where(and(eq(outbox.kind, 'notice'), inArray(outbox.messageId, ids)))
      .orderBy(outbox.id),
    projectIds.length > 0
      ? db
          .select({ id: project.id, slug: project.slug, title: project.title })
          .from(project)
          .where(inArray(project.id, projectIds))
          .then((rows) => withTitlesIn(db, lang, rows))
      : [],
    ownerIds.length > 0 ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ownerIds)) : [],
    attachmentsOf(db, ids),
  ]);
  const latestNotice = new Map(notices.map((notice) => [notice.messageId, notice]));
  const projectById = new Map(projects.map((row) => [row.id, row]));
  const ownerById = new Map(owners.map((row) => [row.id, row.name]));
  return messages.map((message) => ({
    ...message,
    noticeStatus: noticeStatus(latestNotice.get(message.id), m),
    project: message.projectId === null ? null : (projectById.get(message.projectId) ?? null),
    ownerName: message.ownerId === null ? null : (ownerById.get(message.ownerId) ?? null),
    attachments: files.get(message.id) ?? [],
  }));
};

export type ListedMessage = Awaited<ReturnType<typeof withDetails>>[number];

/** One message as the list shows it (its notice's state and its project's title in the reader's language), or null. */
export const listedMessage = async (db: Database, id: number, m: ApiMessages, lang: ContentLocale): Promise<ListedMessage | null> => {
  const [row] = await db.select().from(contactMessage).where(eq(contactMessage.id, id));
  return row ? ((await withDetails(db, [row], m, lang))[0] ?? null) : null;
};

/**
 * One page of the messages that match the filters, newest first (the first 25 when no page is asked for), with
 * the total and the sum of their deals' values. Filtering by source reads only the source columns of the
 * matches first: the key is worked out from them (shared/leads.ts).
 */
export const listMessages = async (db: Database, query: MessageListQuery, m: ApiMessages, lang: ContentLocale) => {
  const where = conditionsOf(query);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = query.page ?? 1;
  const newestFirst = desc(contactMessage.id);

  let rows: ContactMessage[];
  let total: number;
  let totalValue: number;
  if (query.source) {
    const candidates = await db
      .select({
        id: contactMessage.id,
        value: contactMessage.value,
        channel: contactMessage.channel,
        ...sourceColumnsOf(contactMessage),
      })
      .from(contactMessage)
      .where(where)
      .orderBy(newestFirst);
    const matching = candidates.filter((candidate) => leadSourceKey(candidate) === query.source);
    total = matching.length;
    totalValue = matching.reduce((sum, candidate) => sum + (candidate.value ?? 0), 0);
    const shown = matching.slice((page - 1) * limit, page * limit);
    rows =
      shown.length === 0
        ? []
        : await db
            .select()
            .from(contactMessage)
            .where(
              inArray(
                contactMessage.id,
                shown.map((candidate) => candidate.id),
              ),
            )
            .orderBy(newestFirst);
  } else {
    const [[totals], pageRows] = await Promise.all([
      db
        .select({ total: count(), value: sum(contactMessage.value) })
        .from(contactMessage)
        .where(where),
      db
        .select()
        .from(contactMessage)
        .where(where)
        .orderBy(newestFirst)
        .limit(limit)
        .offset((page - 1) * limit),
    ]);
    rows = pageRows;
    total = totals?.total ?? 0;
    totalValue = Number(totals?.value ?? 0);
  }
  return { messages: await withDetails(db, rows, m, lang), total, totalValue, page, limit };
};
