import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';
import { subscribeEmail } from './schema.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-newsletter-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the subscribers stored before double opt-in as confirmed English readers', async () => {
  // The database as it was before subscriptions had a language and a status.
  const before = join(dir, 'before');
  cpSync(fileURLToPath(new URL('./migrations', import.meta.url)), before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === '0016_newsletter-subscribers');
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

  const handle = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
  try {
    await migrate(handle.db, { migrationsFolder: before });
    await handle.client.execute({ sql: 'INSERT INTO subscribe_email (email, createdAt) VALUES (?, ?)', args: ['early@example.com', '2026-01-02T10:00:00.000Z'] });
    await migrateDatabase(handle.db);
    const rows = await handle.db.select().from(subscribeEmail);
    expect(rows).toEqual([
      {
        id: 1,
        email: 'early@example.com',
        createdAt: '2026-01-02T10:00:00.000Z',
        lang: 'en',
        status: 'confirmed',
        confirmedAt: '2026-01-02T10:00:00.000Z',
        unsubscribedAt: null,
        confirmationSentAt: null,
        unsubscribedFrom: null,
      },
    ]);
  } finally {
    handle.close();
  }
});
