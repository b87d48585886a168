import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { isCommonPassword } from './common-passwords.ts';
import { createResetLink } from './password-reset.ts';

const api = useTestApi({ RATE_LIMIT_SCALE: '0' });

/** Common enough to be among the first 100,000 of the lists, and past the admin's own short list. */
const COMMON = ['qwerty123456', 'iloveyou123', 'QWERTY123456'];

const refusedAsCommon = async (res: Response) => {
  expect(res.status).toBe(400);
  expect((await res.json()).message).toBe(en.auth.passwordTooCommon);
};

describe('a new password among the most common ones', () => {
  it('is refused by registering', async () => {
    for (const password of COMMON)
      await refusedAsCommon(await api.app.request('/api/admin/register', jsonInit('POST', { email: 'common@example.com', name: 'Common Choice', password, role: 'admin' })));
  });

  it('is refused in Settings', async () => {
    const me = await createUserWithSession(api.deps, { password: 'the-old-password' });
    for (const newPassword of COMMON)
      await refusedAsCommon(await api.app.request('/api/admin/account/password', jsonInit('PUT', { currentPassword: 'the-old-password', newPassword }, me.cookie)));
  });

  it('is refused by a reset link, which still works for a better one', async () => {
    const { user } = await createUserWithSession(api.deps);
    const { url } = await createResetLink(api.deps.db, user.id, api.deps.config.siteUrl, new Date());
    const token = must(new URL(url).searchParams.get('token'));
    const confirm = (password: string) => api.app.request('/api/admin/password-reset/confirm', jsonInit('POST', { token, password, confirmPassword: password }));
    for (const password of COMMON) await refusedAsCommon(await confirm(password));
    expect((await confirm('a walled garden in Maadi')).status).toBe(200);
  });

  it('is told from an uncommon one of the same length', async () => {
    expect(await isCommonPassword('iloveyou123')).toBe(true);
    expect(await isCommonPassword('garden-villa-2026')).toBe(false);
  });
});
