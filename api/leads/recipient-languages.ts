import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';

/**
 * The office's addresses grouped by the language their emails are written in: an address that is an
 * account's gets the language that account reads the admin in, any other English. English comes first.
 */
export const recipientsByLanguage = async (db: Pick<Database, 'select'>, addresses: readonly string[]): Promise<{ lang: PageLang; to: string[] }[]> => {
  const lowered = addresses.map((address) => address.toLowerCase());
  const accounts =
    lowered.length === 0
      ? []
      : await db
          .select({ email: sql<string>`lower(${user.email})`, adminLanguage: user.adminLanguage })
          .from(user)
          .where(inArray(sql`lower(${user.email})`, lowered));
  const languageOf = new Map(accounts.map((account) => [account.email, account.adminLanguage]));
  const groups: { lang: PageLang; to: string[] }[] = [];
  for (const lang of ['en', 'ar'] as const) {
    const to = addresses.filter((address) => (languageOf.get(address.toLowerCase()) ?? 'en') === lang);
    if (to.length > 0) groups.push({ lang, to });
  }
  return groups;
};
