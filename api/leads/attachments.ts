import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.ts';
import { contactAttachment, type ContactAttachment } from '../../db/schema.ts';
import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES } from '../../shared/leads.ts';
import { reencodeImage, TooManyPixelsError, UnsupportedImageError } from '../uploads/index.ts';

/**
 * What the attachments may take of the database at most: files waiting for their message (anyone can send
 * those), and all of them. A new file makes room among the waiting ones, the oldest first; it is refused with
 * a 4xx only when the files sent with messages leave no room, until the office deletes messages. What one
 * client may send is its share (api/rate-limits/rate-limits.ts, `attachmentMegabytes`).
 */
export const ATTACHMENT_STORE_LIMITS = {
  waitingBytes: 300 * 1024 * 1024,
  totalBytes: 5 * 1024 * 1024 * 1024,
} as const;

/** A file never attached to a sent message is deleted after this long: time to finish the message it was chosen for. */
const WAITING_TTL_MS = 60 * 60 * 1000;

export class AttachmentRefused extends Error {
  readonly reason: 'unsupported' | 'too large' | 'store full';
  constructor(reason: AttachmentRefused['reason']) {
    super(reason);
    this.reason = reason;
  }
}

/** The file's name for the office: no folders or control characters, at most 120 characters, and the extension of what is stored. */
const storedName = (name: string, type: ContactAttachment['type']) => {
  const base =
    name
      .split(/[\\/]/)
      .pop()
      ?.replace(/\p{Cc}/gu, '')
      .replace(/\.[^.]{1,8}$/, '')
      .trim()
      .slice(0, 110) || 'attachment';
  return `${base}.${type === 'application/pdf' ? 'pdf' : 'webp'}`;
};

const storedBytes = async (db: Database) => {
  const [row] = await db
    .select({
      waiting: sql<number>`coalesce(sum(case when ${contactAttachment.messageId} is null then ${contactAttachment.size} end), 0)`,
      total: sql<number>`coalesce(sum(${contactAttachment.size}), 0)`,
    })
    .from(contactAttachment);
  return { waiting: Number(row?.waiting ?? 0), total: Number(row?.total ?? 0) };
};

/**
 * Deletes the oldest files still waiting for a message until `bytes` more fit under both caps; throws 'store
 * full' when even all of them would not make room (the files of sent messages are never deleted for it).
 */
const makeRoom = async (db: Database, bytes: number) => {
  const used = await storedBytes(db);
  const needed = Math.max(used.waiting + bytes - ATTACHMENT_STORE_LIMITS.waitingBytes, used.total + bytes - ATTACHMENT_STORE_LIMITS.totalBytes);
  if (needed <= 0) return;
  if (needed > used.waiting) throw new AttachmentRefused('store full');
  const waiting = isNull(contactAttachment.messageId);
  // The newest of the oldest waiting files that together free enough.
  const freedEnough = db
    .select({ id: sql<number>`id`.as('id') })
    .from(
      db
        .select({ id: contactAttachment.id, freed: sql<number>`sum(${contactAttachment.size}) over (order by ${contactAttachment.id})`.as('freed') })
        .from(contactAttachment)
        .where(waiting)
        .as('running'),
    )
    .where(sql`freed >= ${needed}`)
    .orderBy(sql`id`)
    .limit(1);
  await db.delete(contactAttachment).where(and(waiting, lte(contactAttachment.id, freedEnough)));
};

/**
 * Keeps a file a visitor attaches to the message they are writing, until the message is sent: the type is
 * read from the bytes (JPEG, PNG, WebP or PDF), an image is re-encoded as uploads are, a PDF is kept as it
 * is (it is only ever sent back as a download). Answers the id the form sends with the message.
 */
export const keepAttachment = async (db: Database, { name, data }: { name: string; data: Buffer }) => {
  if (data.length > ATTACHMENT_LIMITS.totalBytes) throw new AttachmentRefused('too large');
  const sniffed = (await fileTypeFromBuffer(data))?.mime;
  if (!sniffed || !(ATTACHMENT_TYPES as readonly string[]).includes(sniffed)) throw new AttachmentRefused('unsupported');
  const type: ContactAttachment['type'] = sniffed === 'application/pdf' ? 'application/pdf' : 'image/webp';
  let stored: Buffer;
  try {
    stored = type === 'application/pdf' ? data : await reencodeImage(data);
  } catch (error) {
    if (error instanceof UnsupportedImageError || error instanceof TooManyPixelsError) throw new AttachmentRefused('unsupported');
    throw error;
  }
  await makeRoom(db, stored.length);
  const [row] = await db
    .insert(contactAttachment)
    .values({ token: randomBytes(16).toString('base64url'), name: storedName(name, type), type, size: stored.length, sentSize: data.length, data: stored })
    .returning({ id: contactAttachment.token, name: contactAttachment.name, type: contactAttachment.type, size: contactAttachment.size });
  if (!row) throw new Error('The attachment was not stored.');
  return row;
};

/**
 * Whether the files of these ids are all waiting for a message and within the limits together: 'ok', or why
 * not. (The message's write claims them; see api/leads/store-contact.ts.)
 */
export const checkWaitingAttachments = async (db: Database, ids: readonly string[]): Promise<'ok' | 'not found' | 'too large'> => {
  if (ids.length === 0) return 'ok';
  const rows = await db
    .select({ sentSize: contactAttachment.sentSize })
    .from(contactAttachment)
    .where(and(inArray(contactAttachment.token, [...ids]), isNull(contactAttachment.messageId)));
  if (rows.length !== ids.length) return 'not found';
  return rows.reduce((sum, row) => sum + row.sentSize, 0) > ATTACHMENT_LIMITS.totalBytes ? 'too large' : 'ok';
};

/** The attachments of these messages, without their bytes, oldest first. */
export const attachmentsOf = async (db: Database, messageIds: readonly number[]) => {
  if (messageIds.length === 0) return new Map<number, { id: number; name: string; type: ContactAttachment['type']; size: number }[]>();
  const rows = await db
    .select({ id: contactAttachment.id, messageId: contactAttachment.messageId, name: contactAttachment.name, type: contactAttachment.type, size: contactAttachment.size })
    .from(contactAttachment)
    .where(inArray(contactAttachment.messageId, [...messageIds]))
    .orderBy(asc(contactAttachment.id));
  const byMessage = new Map<number, { id: number; name: string; type: ContactAttachment['type']; size: number }[]>();
  for (const { messageId, ...file } of rows) {
    if (messageId === null) continue;
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), file]);
  }
  return byMessage;
};

/** One attachment of one message, with its bytes; null when the message has no such file. */
export const readAttachment = async (db: Database, messageId: number, id: number) => {
  const [row] = await db
    .select()
    .from(contactAttachment)
    .where(and(eq(contactAttachment.id, id), eq(contactAttachment.messageId, messageId)));
  return row ?? null;
};

/** Deletes the files that waited longer than `WAITING_TTL_MS` for a message; answers how many. */
export const removeExpiredAttachments = async (db: Database, now = new Date()) => {
  const before = new Date(now.getTime() - WAITING_TTL_MS).toISOString();
  const removed = await db
    .delete(contactAttachment)
    .where(and(isNull(contactAttachment.messageId), lt(contactAttachment.createdAt, before)))
    .returning({ id: contactAttachment.id });
  return removed.length;
};
