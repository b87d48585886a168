import { readFile, stat } from 'node:fs/promises';
import type { Client } from '@libsql/client';
import { createBackup } from '../backups/index.ts';
import type { AppConfig } from '../config.ts';
import { openConfiguredDatabase } from '../prepared-database.ts';

const BEFORE_UPGRADE_PREFIX = 'before-upgrade-';
const JOURNAL = new URL('../../db/migrations/meta/_journal.json', import.meta.url);

/** The migrations this code brings, by their tags. */
const migrationsOfThisCode = async () => ((JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: unknown[] }).entries ?? []).length;

/** How many migrations the database has run; 0 for a database this app never migrated. */
const migrationsApplied = async (client: Client) => {
  const table = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'");
  if (table.rows.length === 0) return 0;
  return Number((await client.execute('SELECT count(*) AS n FROM __drizzle_migrations')).rows[0]?.n ?? 0);
};

/** The migrations this code has that the database has not run yet (for the doctor and the upgrade backup). */
export const pendingMigrations = async (client: Client) => (await migrationsOfThisCode()) - (await migrationsApplied(client));

/**
 * Before an upgrade migrates a database that holds data, a backup of it as it is, `before-upgrade-…`: the way
 * back for a rollback to the previous code, which may not read the migrated database. Returns its folder,
 * or null when there was nothing to migrate.
 */
export const backupBeforeUpgrade = async (config: Pick<AppConfig, 'database' | 'uploadsDir' | 'uploadsS3' | 'backup'>) => {
  const remote = !config.database.url.startsWith('file:');
  if (!remote) {
    const exists = await stat(config.database.url.slice('file:'.length).split('?')[0] ?? '').then(
      (info) => info.size > 0,
      () => false,
    );
    if (!exists) return null;
  }
  const database = await openConfiguredDatabase(config);
  try {
    const applied = await migrationsApplied(database.client);
    if (applied === 0 || applied >= (await migrationsOfThisCode())) return null;
    const { dir } = await createBackup(
      { client: database.client, remote, uploadsDir: config.uploadsS3 ? undefined : config.uploadsDir, backupDir: config.backup.dir },
      { prefix: BEFORE_UPGRADE_PREFIX },
    );
    return dir;
  } finally {
    database.close();
  }
};
