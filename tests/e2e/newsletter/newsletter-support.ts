import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { and, count, eq, inArray } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { newsletter, subscribeEmail, user as userTable } from '../../../db/schema.ts';
import type { PageLang } from '../../../shared/inbox.ts';
import { e2eDatabase } from '../support/database.ts';

const addressesOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((entry) => entry.address));

/** Every email the server sent to `address` so far, oldest first. */
const mailsTo = async (address: string) => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the journeys through playwright.config.ts');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    // No email yet.
  }
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(dir, file)))));
  return mails.filter((mail) => addressesOf(mail).includes(address));
};

/** Waits until `address` has received `howMany` emails whose subject passes `subject`, and answers them. */
export const waitForMails = async (address: string, howMany: number, subject: (subject: string) => boolean = () => true): Promise<ParsedMail[]> => {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => subject(mail.subject ?? ''));
        return found.length;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(howMany);
  return found;
};

/** Whether `address` has received an email with this subject. */
export const hasMail = async (address: string, subject: string) => (await mailsTo(address)).some((mail) => mail.subject === subject);

/** Confirmed subscribers, one per language, stored as if they had confirmed from their email. */
export const addReaders = async (tag: string, langs: readonly PageLang[]) => {
  const db = await e2eDatabase();
  const readers = langs.map((lang) => ({ email: `${tag}-${lang}-${Date.now().toString(36)}@example.com`, lang }));
  await db.insert(subscribeEmail).values(readers.map((reader) => ({ ...reader, status: 'confirmed' as const, confirmedAt: new Date().toISOString() })));
  return Object.fromEntries(readers.map((reader) => [reader.lang, reader.email])) as Record<PageLang, string>;
};

/** How many confirmed subscribers read these languages: whom sending the issue now reaches. */
export const confirmedReaders = async (langs: readonly PageLang[]) => {
  const db = await e2eDatabase();
  const [row] = await db
    .select({ n: count() })
    .from(subscribeEmail)
    .where(and(eq(subscribeEmail.status, 'confirmed'), inArray(subscribeEmail.lang, [...langs])));
  return row?.n ?? 0;
};

/** Deletes what a journey made: its subscribers and its issues (their emails in the outbox go with them). */
export const removeNewsletterData = async (emails: readonly string[], issueIds: readonly number[]) => {
  const db = await e2eDatabase();
  if (emails.length > 0) await db.delete(subscribeEmail).where(inArray(subscribeEmail.email, [...emails]));
  if (issueIds.length > 0) await db.delete(newsletter).where(inArray(newsletter.id, [...issueIds]));
};

export const readIssue = async (id: number) => {
  const db = await e2eDatabase();
  const [row] = await db.select().from(newsletter).where(eq(newsletter.id, id));
  return row;
};

export const useArabicAdmin = async (accountId: number) => {
  const db = await e2eDatabase();
  await db.update(userTable).set({ adminLanguage: 'ar' }).where(eq(userTable.id, accountId));
};

/** The issue's id, from the editor's address once it is saved. */
export const issueIdOf = async (page: Page) => {
  await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/);
  return Number(/\/(\d+)$/.exec(page.url())?.[1]);
};

export const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
