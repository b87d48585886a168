import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session as sessionTable, user as userTable } from '../../db/schema.ts';
import { createUserWithSession, jsonInit, OWNER_EMAIL, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
let owner: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  owner = await createUserWithSession(api.deps, { email: OWNER_EMAIL, name: 'Studio Owner' });
});

const setApproved = (id: number, approved: unknown, cookie = owner.cookie) => api.app.request(`/api/admin/users/${id}`, jsonInit('PUT', { approved }, cookie));
const remove = (id: number, cookie = owner.cookie) => api.app.request(`/api/admin/users/${id}`, jsonInit('DELETE', undefined, cookie));
const sessionsOf = (userId: number) => api.handle.db.select().from(sessionTable).where(eq(sessionTable.userId, userId));

describe('admin users', () => {
  it('lists users without passwords and marks the owner', async () => {
    const list = await (await api.app.request('/api/admin/users', { headers: { Cookie: owner.cookie } })).json();
    const ownerRow = list.find((u: { email: string }) => u.email === OWNER_EMAIL);
    expect(ownerRow).toMatchObject({ isOwner: true, approved: true, role: 'admin', name: 'Studio Owner' });
    expect(list.every((u: object) => !('password' in u))).toBe(true);
  });

  it('approves a pending user, who can then read admin data', async () => {
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await api.app.request('/api/admin/contact-messages', { headers: { Cookie: pending.cookie } })).status).toBe(403);
    const res = await setApproved(pending.user.id, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: pending.user.id, approved: true });
    expect((await api.app.request('/api/admin/contact-messages', { headers: { Cookie: pending.cookie } })).status).toBe(200);
  });

  it('unapproving a user ends their sessions at once', async () => {
    const member = await createUserWithSession(api.deps);
    expect(await sessionsOf(member.user.id)).toHaveLength(1);
    const res = await setApproved(member.user.id, false);
    expect(res.status).toBe(200);
    expect(await sessionsOf(member.user.id)).toHaveLength(0);
    expect((await api.app.request('/api/admin/user', { headers: { Cookie: member.cookie } })).status).toBe(401);
  });

  it('deleting a user removes the account and its sessions', async () => {
    const member = await createUserWithSession(api.deps);
    const res = await remove(member.user.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: en.users.deleted });
    expect(await api.handle.db.select().from(userTable).where(eq(userTable.id, member.user.id))).toHaveLength(0);
    expect(await sessionsOf(member.user.id)).toHaveLength(0);
    expect((await remove(member.user.id)).status).toBe(404);
  });

  it('never lets anyone unapprove or delete the owner', async () => {
    const other = await createUserWithSession(api.deps);
    for (const cookie of [other.cookie, owner.cookie]) {
      const unapprove = await setApproved(owner.user.id, false, cookie);
      expect(unapprove.status).toBe(403);
      expect((await unapprove.json()).message).toBe('The owner account cannot be changed.');
      expect((await remove(owner.user.id, cookie)).status).toBe(403);
    }
    const [stored] = await api.handle.db.select().from(userTable).where(eq(userTable.id, owner.user.id));
    expect(must(stored).approved).toBe(true);
  });

  it('refuses changing or deleting one’s own account', async () => {
    const self = await createUserWithSession(api.deps);
    const change = await setApproved(self.user.id, false, self.cookie);
    expect(change.status).toBe(403);
    expect((await change.json()).message).toBe('You cannot change your own account here.');
    expect((await remove(self.user.id, self.cookie)).status).toBe(403);
  });

  it('validates the approval body', async () => {
    const member = await createUserWithSession(api.deps, { approved: false });
    const res = await setApproved(member.user.id, 'yes');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Approved must be true or false');
  });

  it('refuses a role that is none, naming the roles in the admin’s language', async () => {
    const member = await createUserWithSession(api.deps, { approved: false });
    const english = await api.app.request(`/api/admin/users/${member.user.id}`, jsonInit('PUT', { role: 'superuser' }, owner.cookie));
    expect(english.status).toBe(400);
    expect((await english.json()).message).toBe('Role must be admin, editor or sales');
    await api.handle.db.update(userTable).set({ adminLanguage: 'ar' }).where(eq(userTable.id, owner.user.id));
    try {
      const arabic = await api.app.request(`/api/admin/users/${member.user.id}`, jsonInit('PUT', { role: 'superuser' }, owner.cookie));
      expect((await arabic.json()).message).toBe('يجب أن يكون الدور «مسؤول» أو «محرر» أو «مبيعات»');
    } finally {
      await api.handle.db.update(userTable).set({ adminLanguage: null }).where(eq(userTable.id, owner.user.id));
    }
    expect((await api.handle.db.select().from(userTable).where(eq(userTable.id, member.user.id)))[0]?.role).toBe(member.user.role);
  });
});
