import { existsSync, readdirSync } from 'node:fs';
import type { AppDeps } from '../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * Everything a request could change, as one string to compare: every table's rows and the files of the uploads
 * and backup folders. Sessions are left out: their expiry and last use move on every read by design.
 */
export const storedState = async (handle: DatabaseHandle, config: AppDeps['config']) => {
  const tables = await handle.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('session', '__drizzle_migrations') AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables.rows) rows[String(name)] = (await handle.client.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`)).rows;
  const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
  return JSON.stringify({ rows, uploads: list(config.uploadsDir), backups: list(config.backup.dir) });
};
