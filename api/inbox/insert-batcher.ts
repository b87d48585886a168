/**
 * Group commit for the public write endpoints: rows that arrive while the database is busy are
 * written together in one multi-row INSERT (one transaction, one WAL append), and each request
 * still gets its own stored row back. Under load this multiplies write throughput; with one
 * request at a time it adds only a tick. One flush runs at a time.
 */
export interface InsertBatcher<Row, Stored> {
  insert: (row: Row) => Promise<Stored>;
}

interface Pending<Row, Stored> {
  row: Row;
  resolve: (stored: Stored) => void;
  reject: (error: unknown) => void;
}

export const createInsertBatcher = <Row, Stored>({
  insertMany,
  maxBatch = 200,
}: {
  /** Writes the rows and returns what was stored for each, in the same order. */
  insertMany: (rows: Row[]) => Promise<Stored[]>;
  maxBatch?: number;
}): InsertBatcher<Row, Stored> => {
  let queue: Pending<Row, Stored>[] = [];
  let flushing = false;

  const settleOneByOne = async (batch: Pending<Row, Stored>[]) => {
    // A failed batch must not fail every request in it: each row is tried alone.
    for (const entry of batch) {
      try {
        const [stored] = await insertMany([entry.row]);
        entry.resolve(stored as Stored);
      } catch (error) {
        entry.reject(error);
      }
    }
  };

  const flush = async () => {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const stored = await insertMany(batch.map((entry) => entry.row));
        for (const [index, entry] of batch.entries()) entry.resolve(stored[index] as Stored);
      } catch {
        await settleOneByOne(batch);
      }
    }
    flushing = false;
  };

  return {
    insert: (row) =>
      new Promise<Stored>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        if (!flushing) {
          flushing = true;
          setImmediate(() => void flush());
        }
      }),
  };
};
