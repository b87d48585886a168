import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { meta } from '../../db/schema.ts';
import type { InboxSettings } from '../../shared/schemas/inbox-settings.ts';

type Reader = Pick<Database, 'select'>;

const KEYS = { emails: 'inbox.notificationEmails', acknowledge: 'inbox.acknowledgeVisitors' } as const;

/** The inbox's settings, kept in the meta table; the owner's email until someone changes it. */
export const readInboxSettings = async (db: Reader, ownerEmail: string): Promise<InboxSettings> => {
  const rows = await db
    .select()
    .from(meta)
    .where(inArray(meta.key, Object.values(KEYS)));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const emails = value(KEYS.emails);
  return {
    notificationEmails: emails === undefined ? [ownerEmail] : (JSON.parse(emails) as string[]),
    acknowledgeVisitors: value(KEYS.acknowledge) === 'true',
  };
};

export const writeInboxSettings = async (db: Database, settings: InboxSettings) => {
  await db
    .insert(meta)
    .values([
      { key: KEYS.emails, value: JSON.stringify(settings.notificationEmails) },
      { key: KEYS.acknowledge, value: String(settings.acknowledgeVisitors) },
    ])
    .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
};
