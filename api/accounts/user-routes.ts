import { asc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { user as userTable } from '../../db/schema.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { userUpdateSchemas } from '../../shared/schemas/user.ts';
import { createResetLink } from './password-reset.ts';
import { toPublicUser } from './public-user.ts';
import { invalidateUserSessions } from '../sessions/sessions.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requireRole, type SignedInEnv } from '../sessions/guards.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { recordActivity } from '../activity/index.ts';

/** Finds the target user and refuses changes to the owner account or to one's own account. */
const findChangeableUser = async (c: Context<SignedInEnv>, id: number, action: 'change' | 'delete') => {
  const [target] = await c.var.db.select().from(userTable).where(eq(userTable.id, id)).limit(1);
  if (!target) return fail(404, (m) => m.users.notFound);
  if (target.email === c.var.config.owner.email) return fail(403, (m) => m.users.ownerProtected(action));
  if (target.id === c.var.user.id) return fail(403, (m) => m.users.notYourself(action));
  return target;
};

/** The Users screen: only admins and the owner manage accounts. */
export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.users))
  .get('/', async (c) => {
    const users = await c.var.db.select().from(userTable).orderBy(asc(userTable.id));
    return c.json(users.map((user) => toPublicUser(user, c.var.config.owner.email)));
  })
  // `{ approved }`, `{ role }` or both: the approver may choose the role while approving.
  .put('/:id', validate('param', idParamSchemas), validate('json', userUpdateSchemas), async (c) => {
    const target = await findChangeableUser(c, c.req.valid('param').id, 'change');
    const { approved, role } = c.req.valid('json');
    const [updated] = await c.var.db.update(userTable).set({ approved, role }).where(eq(userTable.id, target.id)).returning();
    if (!updated) return fail(404, (m) => m.users.notFound);
    // An unapproved account keeps no way in: its open sessions end now.
    if (approved === false) await invalidateUserSessions(c.var.db, target.id);
    if (approved !== undefined && approved !== target.approved) {
      await recordActivity(c, {
        action: approved ? 'user.approved' : 'user.unapproved',
        target: target.name,
        targetId: target.id,
        details: approved ? { role: updated.role } : undefined,
      });
    }
    if (role !== undefined && role !== target.role) await recordActivity(c, { action: 'user.role-changed', target: target.name, targetId: target.id, details: { role } });
    return c.json(toPublicUser(updated, c.var.config.owner.email));
  })
  // "Reset password": a one-time link the admin hands over (the way when the server sends no email).
  .post('/:id/password-reset', validate('param', idParamSchemas), async (c) => {
    const target = await findChangeableUser(c, c.req.valid('param').id, 'change');
    const { url, expiresAt } = await createResetLink(c.var.db, target.id, c.var.config.siteUrl, c.var.clock());
    await recordActivity(c, { action: 'user.password-reset-link', target: target.name, targetId: target.id });
    return c.json({ url, expiresAt: expiresAt.toISOString() }, 201);
  })
  .delete('/:id', validate('param', idParamSchemas), async (c) => {
    const target = await findChangeableUser(c, c.req.valid('param').id, 'delete');
    await invalidateUserSessions(c.var.db, target.id);
    await c.var.db.delete(userTable).where(eq(userTable.id, target.id));
    await recordActivity(c, { action: 'user.deleted', target: target.name, targetId: target.id });
    return c.json({ message: messageFor(c, (m) => m.users.deleted) });
  });
