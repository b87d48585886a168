import type { Client } from '@libsql/client';
import Database from 'libsql';

type Row = Record<string, unknown>;
type SqlValue = string | number | bigint | null;
type Statement = Database.Statement;

/** Runs one statement with its parameters (`?`, or `?1` for one given more than once) and answers its rows. */
export type RunStatement = (sql: string, ...parameters: SqlValue[]) => Promise<Row[]>;

/**
 * Runs `work` as one write transaction: what its statements write is committed together, or nothing
 * when it throws. `work` awaits nothing but its own statements: reading anything else comes before.
 */
export type WriteTransactions = <T>(work: (run: RunStatement) => Promise<T>) => Promise<T>;

/** Write transactions through the client, in the process's turn (see takeTurns): BEGIN IMMEDIATE, so a transaction holds the write lock before it reads. */
export const clientWriteTransactions =
  (client: Client, inTurn: InTurn): WriteTransactions =>
  (work) =>
    inTurn(async () => {
      const transaction = await client.transaction('write');
      try {
        const result = await work(async (sql, ...args) => (await transaction.execute({ sql, args })).rows as unknown as Row[]);
        await transaction.commit();
        return result;
      } finally {
        transaction.close();
      }
    });

/**
 * Write transactions on a connection of their own to a local file, each statement prepared once. Through the
 * client a public write cost about 0.5 ms of the event loop, most of it preparing the same statements again
 * (BEGIN and COMMIT included) and Drizzle building them; here it costs a few hundredths of that. They take the
 * process's turn like every other write transaction, so the two connections never wait for each other's lock.
 * The connection is opened at the first write: a process that only reads (the site build, a backup) never opens it.
 */
export const preparedWriteTransactions = (path: string, { timeoutMs, pragmas }: { timeoutMs: number; pragmas: readonly string[] }, inTurn: InTurn) => {
  let connection: Database.Database | undefined;
  const prepared = new Map<string, Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      if (!connection) {
        connection = new Database(path, { timeout: timeoutMs });
        for (const pragma of pragmas) connection.exec(pragma);
      }
      found = connection.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const run: RunStatement = async (sql, ...parameters) => {
    const found = statement(sql);
    if (found.reader) return found.all(parameters) as Row[];
    found.run(parameters);
    return [];
  };
  interface Waiting {
    work: (run: RunStatement) => Promise<unknown>;
    resolve: (result: unknown) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  // Each waiting write in a savepoint of one transaction: a write that fails takes back only its own statements.
  const commitWaiting = async () => {
    const batch = waiting;
    waiting = [];
    const settled: (() => void)[] = [];
    try {
      statement('BEGIN IMMEDIATE').run();
      for (const { work, resolve, reject } of batch) {
        statement('SAVEPOINT one_write').run();
        try {
          const result = await work(run);
          statement('RELEASE one_write').run();
          settled.push(() => resolve(result));
        } catch (error) {
          // SQLite ends the whole transaction on a few errors (a full disk, an I/O error): then none is stored.
          if (!connection?.inTransaction) throw error;
          statement('ROLLBACK TO one_write').run();
          statement('RELEASE one_write').run();
          settled.push(() => reject(error));
        }
      }
      statement('COMMIT').run();
      for (const settle of settled) settle();
    } catch (error) {
      if (connection?.inTransaction) statement('ROLLBACK').run();
      for (const { reject } of batch) reject(error);
    }
  };
  /**
   * The writes that arrive in one turn of the event loop are committed together, and each is answered
   * only after that commit: one commit costs about what one small write costs, and with 50 connections
   * writing at once a commit for each kept the p99 at twice its goal.
   */
  const transactions: WriteTransactions = <T>(work: (run: RunStatement) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (result: unknown) => void, reject });
      if (waiting.length === 1) setImmediate(() => void inTurn(commitWaiting));
    });
  return { transactions, close: () => connection?.close() };
};

/**
 * The driver of a local file is synchronous: a transaction that waits for the write lock blocks the whole
 * process, so the transaction holding the lock could never finish. The process's write transactions take
 * turns instead, and only another process's ever waits for the lock.
 */
export const takeTurns = () => {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => {});
    return run;
  };
};

export type InTurn = ReturnType<typeof takeTurns>;
