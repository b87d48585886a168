import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client, type InStatement, type ResultSet, type Transaction as ClientTransaction } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema.ts';
import { clientWriteTransactions, type InTurn, preparedWriteTransactions, takeTurns, type WriteTransactions } from './write-transactions.ts';

export const DEFAULT_DATABASE_URL = 'file:data/site.db';
const BUSY_TIMEOUT_MS = 5000;
/** Connections the client may open to a local file (the client's own default). */
const LOCAL_CONNECTIONS = 20;
/** Set on every connection the client opens to a local file (see setEveryConnection). */
const SYNCHRONOUS_NORMAL = 'PRAGMA synchronous = NORMAL';

export interface DatabaseConfig {
  url?: string;
  authToken?: string;
}

export type Database = ReturnType<typeof drizzle<typeof schema, Client>>;
/** A write transaction on the database (`db.transaction(async (tx) => …)`): what is written through it commits or rolls back as one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  client: Client;
  /** Raw statements in one write transaction, each prepared once: the public writes (contact, subscribe) and the counters' batched writes (analytics, visit sources). */
  inWriteTransaction: WriteTransactions;
  close: () => void;
}

const isLocalFile = (url: string) => url.startsWith('file:');

/** Read and written by the server's own user only: the file holds password hashes, messages and subscribers. */
const PRIVATE_FILE = 0o600;

/**
 * Creates the database file readable by its owner alone, before SQLite opens it: SQLite gives its `-wal` and
 * `-shm` files the database file's permissions. A file made by an earlier version is made private too. An
 * existing file is never opened here: closing any descriptor of it would drop the POSIX locks this process's
 * SQLite connections hold on it, and another process closing its own connection would then delete the
 * write-ahead log under them, with every write since.
 */
const keepPrivate = (path: string) => {
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, PRIVATE_FILE);
};

/**
 * `synchronous` belongs to one connection, and the client opens a new connection whenever a
 * transaction holds the others: those would commit with the default FULL, an fsync per commit
 * (milliseconds each, on the event loop). So every connection the client may use is opened now and
 * set: each pass holds the ones already set in a transaction, which makes the client open a new one.
 * In WAL mode NORMAL still loses nothing when the process is killed; only a power cut may lose the last commits.
 */
const setEveryConnection = async (client: Client, pragma: string, connections: number) => {
  const held: ClientTransaction[] = [];
  try {
    for (let i = 0; i < connections; i++) {
      await client.execute(pragma);
      held.push(await client.transaction('deferred'));
    }
  } finally {
    for (const transaction of held) transaction.close();
  }
};

const WRITE_STATEMENT = /^\s*(?:with\b[\s\S]*?\b)?(?:insert|update|delete|replace)\b/i;

/**
 * A single write statement outside a transaction waits for its turn too: run while a transaction of this
 * process holds the write lock, it would block the process for the busy timeout and then fail.
 */
const writesInTurn = (client: Client, inTurn: InTurn) => {
  const execute = client.execute.bind(client) as (...args: unknown[]) => Promise<ResultSet>;
  const batch = client.batch.bind(client);
  client.execute = ((...args: [InStatement | string, ...unknown[]]) => {
    const [statement] = args;
    const write = WRITE_STATEMENT.test(typeof statement === 'string' ? statement : statement.sql);
    return write ? inTurn(() => execute(...args)) : execute(...args);
  }) as Client['execute'];
  client.batch = ((...args: Parameters<Client['batch']>) => inTurn(() => batch(...args))) as Client['batch'];
};

/** Opens the libSQL database: a local file by default, or any libSQL server URL with its token. */
export const openDatabase = async ({ url = DEFAULT_DATABASE_URL, authToken }: DatabaseConfig = {}): Promise<DatabaseHandle> => {
  const fileUrl = isLocalFile(url);
  const path = fileUrl ? (url.slice('file:'.length).split('?')[0] ?? '') : '';
  const onDisk = path !== '' && path !== ':memory:';
  if (onDisk) {
    mkdirSync(dirname(path), { recursive: true });
    keepPrivate(path);
  }
  const client = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS, concurrency: LOCAL_CONNECTIONS });
  if (fileUrl) {
    // WAL lets the site build read while the API writes; it is a property of the file and persists.
    await client.execute('PRAGMA journal_mode = WAL');
    await setEveryConnection(client, SYNCHRONOUS_NORMAL, LOCAL_CONNECTIONS);
  }
  const inTurn = takeTurns();
  if (fileUrl) writesInTurn(client, inTurn);
  const db = drizzle(client, { schema });
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => inTurn(() => transaction(work, config));
  if (!onDisk) return { db, client, inWriteTransaction: clientWriteTransactions(client, inTurn), close: () => client.close() };
  const prepared = preparedWriteTransactions(path, { timeoutMs: BUSY_TIMEOUT_MS, pragmas: [SYNCHRONOUS_NORMAL] }, inTurn);
  return {
    db,
    client,
    inWriteTransaction: prepared.transactions,
    close: () => {
      prepared.close();
      client.close();
    },
  };
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export const migrateDatabase = (db: Database) => migrate(db, { migrationsFolder });
