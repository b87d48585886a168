import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user as userTable } from '../../db/schema.ts';
import { ADMIN_ROLE } from '../../shared/schemas/auth.ts';
import type { AppConfig } from '../config.ts';
import { generateStrongPassword, hashPassword } from './passwords.ts';

/**
 * Makes sure the protected owner account exists and is approved. Its password comes from
 * OWNER_PASSWORD when the account is created; without one, a strong password is generated
 * and printed this once. Later changes go through Settings.
 */
export const ensureOwner = async (db: Database, owner: AppConfig['owner'], log: (line: string) => void = console.log) => {
  const [existing] = await db.select().from(userTable).where(eq(userTable.email, owner.email)).limit(1);
  if (existing) {
    if (!existing.approved || existing.role !== ADMIN_ROLE) {
      await db.update(userTable).set({ approved: true, role: ADMIN_ROLE }).where(eq(userTable.id, existing.id));
    }
    return { created: false };
  }
  const password = owner.password ?? generateStrongPassword();
  await db
    .insert(userTable)
    .values({ email: owner.email, name: owner.name, password: await hashPassword(password), role: ADMIN_ROLE, approved: true })
    .onConflictDoNothing({ target: userTable.email });
  if (!owner.password) {
    log(`\n  Owner account created: ${owner.email}\n  Generated password (shown once, change it in Settings): ${password}\n`);
  }
  return { created: true };
};
