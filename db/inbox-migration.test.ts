import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';
import { contactMessage } from './schema.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('turns messages stored before the inbox into "Read"', async () => {
  // The database as it was before the inbox: only the first migration applied.
  const before = join(dir, 'before');
  cpSync(fileURLToPath(new URL('./migrations', import.meta.url)), before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));

  const handle = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
  try {
    await migrate(handle.db, { migrationsFolder: before });
    await handle.client.execute({
      sql: 'INSERT INTO contact_message (name, email, phone, subject, message) VALUES (?, ?, ?, ?, ?)',
      args: ['Old Lead', 'old@example.com', '0100000000', 'Old subject', 'An old message from last year.'],
    });
    await migrateDatabase(handle.db);
    const rows = await handle.db.select({ name: contactMessage.name, status: contactMessage.status }).from(contactMessage).orderBy(contactMessage.id);
    expect(rows).toEqual([{ name: 'Old Lead', status: 'Read' }]);
  } finally {
    handle.close();
  }
});
