import type { Context } from 'hono';
import type { User } from '../../db/schema.ts';
import { adminLanguageOf } from '../middleware/language.ts';

/** What the API tells about a user: never the password hash, the two-step key or its codes. */
export const toPublicUser = (user: User, ownerEmail: string) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  name: user.name,
  /** admin, editor or sales; the owner account is an admin (`isOwner`), which the admin shows as "owner". */
  role: user.role,
  approved: user.approved,
  createdAt: user.createdAt.toISOString(),
  /** The protected owner account: it cannot be unapproved or deleted. */
  isOwner: user.email === ownerEmail,
  twoFactorEnabled: user.twoFactorEnabledAt !== null,
});

/** The signed-in account as its own admin reads it: also the language its admin is shown in. */
export const toSessionUser = (c: Context, user: User, ownerEmail: string) => ({
  ...toPublicUser(user, ownerEmail),
  /** The language the account chose, or its browser's until it chooses. */
  adminLanguage: adminLanguageOf(c, user),
});
