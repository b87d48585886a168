import { describe, expect, it } from 'vitest';
import { createSession } from './sessions.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';

const api = useTestApi();

const userRequest = (cookie: string) => api.app.request('/api/admin/user', { headers: { Cookie: cookie } });

describe('admin account settings', () => {
  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const me = await createUserWithSession(api.deps, { email: 'settings@example.com', password: 'old-password' });
    const other = await createSession(api.deps.db, me.user.id);
    const res = await api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword: 'old-password', newPassword: 'brand-new-password' }, me.cookie));
    expect(res.status).toBe(200);
    expect((await userRequest(me.cookie)).status).toBe(200);
    expect((await userRequest(`session=${other.token}`)).status).toBe(401);

    const login = (password: string) => api.app.request('/api/admin/login', jsonInit('POST', { email: 'settings@example.com', password }));
    expect((await login('old-password')).status).toBe(401);
    expect((await login('brand-new-password')).status).toBe(200);
  });

  it('refuses a wrong current password or a short new one', async () => {
    const me = await createUserWithSession(api.deps, { password: 'the-password' });
    const wrong = await api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword: 'nope-nope', newPassword: 'long-enough' }, me.cookie));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(en.auth.currentPasswordWrong);
    const short = await api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword: 'the-password', newPassword: '123' }, me.cookie));
    expect((await short.json()).message).toBe(en.auth.passwordTooShort);
  });

  it('signs out every other session of the account', async () => {
    const me = await createUserWithSession(api.deps);
    const other = await createSession(api.deps.db, me.user.id);
    const res = await api.app.request('/api/admin/account/sessions', jsonInit('DELETE', undefined, me.cookie));
    expect(res.status).toBe(200);
    expect((await userRequest(me.cookie)).status).toBe(200);
    expect((await userRequest(`session=${other.token}`)).status).toBe(401);
  });
});
