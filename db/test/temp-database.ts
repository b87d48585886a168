import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from '../client.ts';

/**
 * A migrated database in a temporary folder for the tests of one file: opened before them, closed and
 * deleted after. Call it at the top of a test file, before the file's own hooks that use it (its own
 * `beforeAll` then runs after the database is open, and its own `afterAll` before it is closed).
 */
export const setUpTempDatabase = (name: string) => {
  let dir: string | undefined;
  let opened: DatabaseHandle | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `nile-${name}-`));
    opened = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
    await migrateDatabase(opened.db);
  });

  afterAll(() => {
    opened?.close();
    opened = undefined;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const open = (): DatabaseHandle => {
    if (!opened) throw new Error(`The temporary database "${name}" is used outside its tests: it is open only from the file's beforeAll to its afterAll.`);
    return opened;
  };

  return {
    get handle(): DatabaseHandle {
      return open();
    },
    get db(): Database {
      return open().db;
    },
  };
};
