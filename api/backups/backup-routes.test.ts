import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupWarning } from './backup-service.ts';
import { createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';

const api = useTestApi({ BACKUP_INTERVAL_HOURS: '24' });
let admin: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  admin = await createUserWithSession(api.deps, { name: 'Mona' });
});

const status = async () => {
  const response = await api.app.request('/api/admin/backups', { headers: { Cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return response.json();
};

describe('admin backups', () => {
  it('says when no backup has been taken yet', async () => {
    expect(await status()).toMatchObject({ last: null, intervalHours: 24, keep: 14, warning: 'No backup has been taken yet.' });
  });

  it('"Back up now" writes a backup under BACKUP_DIR, shows it as the last one and logs it', async () => {
    const response = await api.app.request('/api/admin/backups', jsonInit('POST', undefined, admin.cookie));
    expect(response.status).toBe(201);
    const taken = await response.json();
    expect(taken.message).toBe(en.backups.taken);
    expect(existsSync(join(api.deps.config.backup.dir, taken.name, 'manifest.json'))).toBe(true);

    const now = await status();
    expect(now).toMatchObject({ last: { name: taken.name, bytes: taken.bytes, counts: { users: 1 } }, warning: null, failure: null });
    const log = await (await api.app.request('/api/admin/activity?action=backup.taken', { headers: { Cookie: admin.cookie } })).json();
    expect(log.items[0].sentence).toBe(`Mona took the backup ${taken.name}`);
  });

  it('is refused to a pending account, which takes no backup', async () => {
    const pending = await createUserWithSession(api.deps, { approved: false });
    const before = (await status()).last.name;
    const response = await api.app.request('/api/admin/backups', jsonInit('POST', undefined, pending.cookie));
    expect(response.status).toBe(403);
    expect((await status()).last.name).toBe(before);
  });
});

describe('backupWarning', () => {
  const last = { name: 'backup-x', createdAt: '2026-11-20T00:00:00.000Z', bytes: 1, counts: {} };
  it('warns when the last backup is older than two intervals, or the last attempt failed', () => {
    expect(backupWarning({ last, failure: null, intervalHours: 24 }, new Date('2026-11-21T23:00:00Z'))).toBeNull();
    expect(backupWarning({ last, failure: null, intervalHours: 24 }, new Date('2026-11-22T01:00:00Z'))).toBe('The last backup is older than 48 hours.');
    expect(backupWarning({ last, failure: { at: '2026-11-21T00:00:00.000Z', message: 'disk full' }, intervalHours: 24 }, new Date('2026-11-21T01:00:00Z'))).toBe(
      'The last backup failed: disk full',
    );
    expect(backupWarning({ last, failure: null, intervalHours: 0 }, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});
