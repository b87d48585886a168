import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openPreparedDatabase } from '../prepared-database.ts';
import { backupBeforeUpgrade } from './before-upgrade-backup.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-before-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const configIn = (name: string) =>
  loadConfig({
    DATABASE_URL: `file:${join(dir, name, 'site.db')}`,
    UPLOADS_DIR: join(dir, name, 'uploads'),
    BACKUP_DIR: join(dir, name, 'backups'),
    SITE_DIR: join(dir, name, 'site'),
  });

describe('the backup taken before an upgrade migrates', () => {
  it('keeps the database as it was when this code brings migrations it has not run, and only then', async () => {
    const config = configIn('upgraded');
    (await openPreparedDatabase(config)).close();
    // Every migration run: nothing to keep.
    expect(await backupBeforeUpgrade(config)).toBeNull();

    // The database of the code before: its newest migration not run yet, and a message in it.
    const client = createClient({ url: config.database.url });
    await client.execute('DELETE FROM __drizzle_migrations WHERE rowid = (SELECT max(rowid) FROM __drizzle_migrations)');
    await client.execute(
      "INSERT INTO contact_message (name, email, phone, subject, message) VALUES ('Kept', 'kept@example.com', '+20 100 000 0000', 'Before the upgrade', 'Written by the old code.')",
    );
    client.close();

    const kept = await backupBeforeUpgrade(config);
    expect(kept).not.toBeNull();
    expect(basename(kept ?? '')).toMatch(/^before-upgrade-/);
    expect(readdirSync(kept ?? '')).toContain('manifest.json');
    const copy = readdirSync(kept ?? '').find((file) => file.endsWith('.db'));
    const restored = createClient({ url: `file:${join(kept ?? '', copy ?? '')}` });
    expect((await restored.execute('SELECT subject FROM contact_message')).rows.map((row) => row.subject)).toEqual(['Before the upgrade']);
    restored.close();
  });

  it('takes none on a first start, when there is no database yet', async () => {
    const config = configIn('fresh');
    expect(await backupBeforeUpgrade(config)).toBeNull();
    expect(existsSync(join(dir, 'fresh', 'backups'))).toBe(false);
  });
});
