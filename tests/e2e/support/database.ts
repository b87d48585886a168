import { openDatabase, type DatabaseHandle } from '../../../db/client.ts';

let handle: Promise<DatabaseHandle> | undefined;

/** The journeys' own connection to the server's database file (WAL lets both use it at once). */
export const e2eDatabase = async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the journeys through playwright.config.ts');
  handle ??= openDatabase({ url });
  return (await handle).db;
};
