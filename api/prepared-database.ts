/**
 * The composition root's way of opening the database (see compose.ts), for the processes that need the
 * database and nothing else of the app: the site build, `npm run backup` and `npm run restore`.
 */
import { type DatabaseConfig, migrateDatabase, openDatabase } from '../db/client.ts';
import { ensureSiteContent } from '../db/stored-site-content.ts';

/** The configuration's database setting (AppConfig's `database`: DATABASE_URL and DATABASE_AUTH_TOKEN). */
type DatabaseSetting = { database: DatabaseConfig };

/** DATABASE_URL as it is, changed in nothing: a backup copies what is there, whatever the code's schema. */
export const openConfiguredDatabase = ({ database }: DatabaseSetting) => openDatabase(database);

/** DATABASE_URL made ready for this code: migrated, and every site content section stored (the launch texts where one is missing). */
export const openPreparedDatabase = async (config: DatabaseSetting) => {
  const handle = await openConfiguredDatabase(config);
  try {
    await migrateDatabase(handle.db);
    await ensureSiteContent(handle.db);
  } catch (error) {
    handle.close();
    throw error;
  }
  return handle;
};
