import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import type { DatabaseHandle } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import type { AppConfig } from '../config.ts';
import { pendingMigrations } from '../upgrade/before-upgrade-backup.ts';
import { check, type DoctorContext, fail, messageOf, ok, skipped } from './check.ts';

/** The path of a `file:` DATABASE_URL, or null for a libSQL server. */
export const databaseFile = (config: Pick<AppConfig, 'database'>) =>
  config.database.url.startsWith('file:') ? (config.database.url.slice('file:'.length).split('?')[0] ?? '') : null;

/**
 * The database as it is. The app's own way of opening it would create a missing file, make it private and
 * set its journal: the doctor looks and changes nothing.
 */
export const openAsItIs = async (config: Pick<AppConfig, 'database'>): Promise<DatabaseHandle> => {
  const path = databaseFile(config);
  if (path !== null && !(await stat(path).catch(() => null))) throw new Error(`there is no database at ${path}: the server makes it at its first start`);
  const client = createClient({ url: config.database.url, authToken: config.database.authToken });
  try {
    await client.execute('SELECT count(*) FROM sqlite_master');
  } catch (error) {
    client.close();
    throw error;
  }
  return { client, db: drizzle(client, { schema }), inWriteTransaction: () => Promise.reject(new Error('the doctor writes nothing')), close: () => client.close() };
};

/** The database, or a reason to skip a check that needs it (its failure is reported once, by "Database opens"). */
const opened = async (context: DoctorContext) => context.database().catch(() => null);
const NOT_OPENED = skipped('the database did not open');

export const databaseOpens = check('Database opens', async (context) => {
  const where = databaseFile(context.config) ?? new URL(context.config.database.url).host;
  try {
    await context.database();
    return ok(where);
  } catch (error) {
    return fail(
      `${where}: ${messageOf(error)}. Check DATABASE_URL${databaseFile(context.config) ? " and that the doctor runs as the service's user (sudo -u nile-atelier)" : ' and DATABASE_AUTH_TOKEN'}`,
    );
  }
});

export const databaseIntegrity = check('Database integrity', async (context) => {
  if (databaseFile(context.config) === null) return skipped('a libSQL server keeps its own');
  const database = await opened(context);
  if (!database) return NOT_OPENED;
  const rows = (await database.client.execute('PRAGMA integrity_check')).rows.map((row) => String(row[0]));
  if (rows.length === 1 && rows[0] === 'ok') return ok('integrity_check: ok');
  return fail(`integrity_check found ${rows.length} problem(s), the first: ${rows[0]}. Restore the newest backup or the replica (deploy/README.md, step 9)`);
});

export const databaseMigrations = check('Database migrations', async (context) => {
  const database = await opened(context);
  if (!database) return NOT_OPENED;
  const pending = await pendingMigrations(database.client);
  if (pending === 0) return ok('every migration of this code is applied');
  if (pending > 0) return fail(`${pending} migration(s) of this code not applied: restart the service, which migrates at its start (sudo systemctl restart nile-atelier)`);
  return fail(
    `the database has ${-pending} migration(s) this code does not have: a newer version migrated it. Go back to that version, or restore the before-upgrade backup (deploy/README.md, step 12)`,
  );
});

const PRIVATE = 0o600;
const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** The database holds password hashes, messages and subscribers: its files are for the service's user alone. */
export const databaseFileMode = check('Database file mode', async ({ config }) => {
  const path = databaseFile(config);
  if (path === null) return skipped('a libSQL server keeps its own files');
  const files = [];
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    const info = await stat(file).catch(() => null);
    if (info) files.push({ file, mode: info.mode & 0o777 });
  }
  if (files.length === 0) return fail(`there is no database at ${path}`);
  const open = files.filter(({ mode }) => (mode & 0o077) !== 0);
  if (open.length === 0) return ok(`${octal(PRIVATE)} (${files.map(({ file }) => basename(file)).join(', ')})`);
  return fail(
    `${open.map(({ file, mode }) => `${basename(file)} is ${octal(mode)}`).join(', ')}: others may read the accounts and messages. Run chmod 600 ${open.map(({ file }) => file).join(' ')}`,
  );
});
