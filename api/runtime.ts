import { eq } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { project } from '../db/schema.ts';
import { seedDemoContent } from '../tools/demo-seed/seed-demo-content.ts';
import { ensureOwner } from './auth/owner.ts';
import type { AppConfig } from './config.ts';
import { createRateLimits } from './middleware/rate-limits.ts';
import { recordMissingImageFacts } from './uploads/record-missing-facts.ts';
import { createStorage } from './uploads/storage.ts';

/** Opens and prepares everything the API needs: migrated database, owner account, demo seed, storage. */
export const prepareRuntime = async (config: AppConfig) => {
  const database = await openDatabase(config.database);
  await migrateDatabase(database.db);
  await ensureOwner(database.db, config.owner);
  const storage = createStorage(config);
  await recordMissingImageFacts(database.db, storage);
  if (config.seedDemoContent) await seedDemoContent(database.db, storage);

  const projectExists = async (slug: string) =>
    (await database.db.select({ id: project.id }).from(project).where(eq(project.slug, slug)).limit(1)).length > 0;

  return { database, storage, limits: createRateLimits(config.rateLimitScale), projectExists };
};
