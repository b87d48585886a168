import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user as userTable } from '../../db/schema.ts';
import { appendActivity } from '../activity/index.ts';
import type { AppConfig } from '../config.ts';
import { ensureOwner } from './owner.ts';
import { setAccountPassword } from './set-password.ts';

/**
 * `npm run owner:password`: gives the owner account a new password on the server itself (the way back in when
 * nobody can sign in), ends every session of it, and logs it. Creates the account with it if there is none yet.
 */
export const setOwnerPassword = async (db: Database, owner: AppConfig['owner'], password: string) => {
  const { created } = await ensureOwner(db, { ...owner, password }, () => {});
  if (created) return { created };
  const [found] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, owner.email)).limit(1);
  const account = found && (await setAccountPassword(db, found.id, password));
  if (!account) throw new Error(`There is no owner account ${owner.email}.`);
  await appendActivity(db, { action: 'account.password-reset', actor: null, target: account.name, targetId: account.id, clientAddress: 'command line' });
  return { created };
};
