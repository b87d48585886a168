import { rm } from 'node:fs/promises';
import { createClient, type Client, type InValue } from '@libsql/client';

const ROWS_PER_BATCH = 500;

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** SQLite's online copy: one consistent snapshot of a local database, taken while others write. */
export const vacuumInto = async (source: Client, targetPath: string) => {
  await rm(targetPath, { force: true });
  await source.execute({ sql: 'VACUUM INTO ?', args: [targetPath] });
};

/**
 * For a remote libSQL server, where VACUUM INTO would write on the server's disk: reads the schema
 * and every row in one read transaction (one snapshot) through the client, into a local file.
 */
export const copyThroughClient = async (source: Client, targetPath: string) => {
  await rm(targetPath, { force: true });
  const target = createClient({ url: `file:${targetPath}` });
  const read = await source.transaction('read');
  try {
    const schema = await read.execute(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY CASE type WHEN 'table' THEN 0 ELSE 1 END, rowid",
    );
    const tables = schema.rows.filter((row) => row.type === 'table').map((row) => String(row.name));
    // All tables first, then the rows with foreign keys off: a copy need not follow insertion order.
    await target.execute('PRAGMA foreign_keys = OFF');
    for (const table of tables) await target.execute(String(schema.rows.find((row) => row.name === table)?.sql));
    for (const table of tables) {
      for (let offset = 0; ; offset += ROWS_PER_BATCH) {
        const page = await read.execute({ sql: `SELECT * FROM ${quoteName(table)} LIMIT ? OFFSET ?`, args: [ROWS_PER_BATCH, offset] });
        if (page.rows.length === 0) break;
        const placeholders = `(${page.columns.map(() => '?').join(', ')})`;
        const columns = page.columns.map(quoteName).join(', ');
        await target.batch(
          page.rows.map((row) => ({
            sql: `INSERT INTO ${quoteName(table)} (${columns}) VALUES ${placeholders}`,
            args: page.columns.map((_, index) => row[index] as InValue),
          })),
          'write',
        );
        if (page.rows.length < ROWS_PER_BATCH) break;
      }
    }
    for (const row of schema.rows.filter((entry) => entry.type !== 'table')) await target.execute(String(row.sql));
  } finally {
    read.close();
    target.close();
  }
};
