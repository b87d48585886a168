import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema.ts';

export const DEFAULT_DATABASE_URL = 'file:data/site.db';
const BUSY_TIMEOUT_MS = 5000;

export interface DatabaseConfig {
  url?: string;
  authToken?: string;
}

export type Database = ReturnType<typeof drizzle<typeof schema, Client>>;

export interface DatabaseHandle {
  db: Database;
  client: Client;
  close: () => void;
}

const isLocalFile = (url: string) => url.startsWith('file:');

/** Opens the libSQL database: a local file by default, or any libSQL server URL with its token. */
export const openDatabase = async ({ url = DEFAULT_DATABASE_URL, authToken }: DatabaseConfig = {}): Promise<DatabaseHandle> => {
  if (isLocalFile(url)) {
    const path = url.slice('file:'.length).split('?')[0] ?? '';
    if (path && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  }
  const client = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS });
  if (isLocalFile(url)) {
    // WAL lets the site build read while the API writes; it is a property of the file and persists.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = NORMAL');
  }
  const db = drizzle(client, { schema });
  return { db, client, close: () => client.close() };
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const migrateDatabase = (db: Database) => migrate(db, { migrationsFolder });
