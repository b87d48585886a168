import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user as userTable } from '../../db/schema.ts';
import type { AdminLanguage } from '../../shared/schemas/auth.ts';

/** Keeps the language an account reads the admin (and its emails) in; answers the updated account. */
export const storeAdminLanguage = async (db: Database, userId: number, adminLanguage: AdminLanguage) => {
  const [updated] = await db.update(userTable).set({ adminLanguage }).where(eq(userTable.id, userId)).returning();
  if (!updated) throw new Error('The account was not returned by the database.');
  return updated;
};
