import type { User } from '../../db/schema.ts';

/** What the API tells about a user: never the password hash. */
export const toPublicUser = (user: User, ownerEmail: string) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  name: user.name,
  role: user.role,
  approved: user.approved,
  createdAt: user.createdAt.toISOString(),
  /** The protected owner account: it cannot be unapproved or deleted. */
  isOwner: user.email === ownerEmail,
});
