import type { Client } from '@libsql/client';

type Row = Record<string, unknown>;

/** Runs one statement with one parameter (a JSON text carrying a whole batch) and answers its rows. */
export type RunStatement = (sql: string, parameter: string) => Promise<Row[]>;

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
        const result = await work(async (sql, parameter) => (await transaction.execute({ sql, args: [parameter] })).rows as unknown as Row[]);
        await transaction.commit();
        return result;
      } finally {
        transaction.close();
      }
    });

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
