import type { Client } from '@libsql/client';
import Database from 'libsql';

type Row = Record<string, unknown>;

/** Runs one statement with one parameter (a JSON text carrying a whole batch) and answers its rows. */
export type RunStatement = (sql: string, parameter: string) => Promise<Row[]>;

/**
 * Runs `work` as one write transaction: what its statements write is committed together, or nothing
 * when it throws. `work` awaits nothing but its own statements: reading anything else comes before.
 */
export type WriteTransactions = <T>(work: (run: RunStatement) => Promise<T>) => Promise<T>;

/**
 * For a local file, the public forms' writes go through a connection of their own (decision 133):
 * each statement is prepared once and BEGIN and COMMIT are plain calls, where the client prepares
 * every statement again and passes each through its pool and promises, which was half of a batch's
 * time in the database. Transactions take turns. Their statements are synchronous calls, so between
 * BEGIN and COMMIT nothing else runs that could wait for this connection's write lock.
 */
export const localWriteTransactions = (path: string, { busyTimeoutMs, pragma }: { busyTimeoutMs: number; pragma: string }) => {
  const connection = new Database(path, { timeout: busyTimeoutMs });
  // The one the client's connections get (db/client.ts).
  connection.exec(pragma);
  const prepared = new Map<string, Database.Statement>();
  const run: RunStatement = async (sql, parameter) => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      prepared.set(sql, statement);
    }
    return statement.all(parameter) as Row[];
  };

  let previous: Promise<unknown> = Promise.resolve();
  const inWriteTransaction: WriteTransactions = (work) => {
    const done = previous.then(async () => {
      connection.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(run);
        connection.exec('COMMIT');
        return result;
      } catch (error) {
        if (connection.inTransaction) connection.exec('ROLLBACK');
        throw error;
      }
    });
    previous = done.catch(() => undefined);
    return done;
  };
  return { inWriteTransaction, close: () => connection.close() };
};

/** The same through the client: for a libSQL server, or an in-memory database no second connection can see. */
export const clientWriteTransactions =
  (client: Client): WriteTransactions =>
  async (work) => {
    const transaction = await client.transaction('write');
    try {
      const result = await work(async (sql, parameter) => (await transaction.execute({ sql, args: [parameter] })).rows as unknown as Row[]);
      await transaction.commit();
      return result;
    } finally {
      transaction.close();
    }
  };
