import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { activity } from '../../db/schema.ts';
import { loadConfig } from '../config.ts';
import { createDiskStorage } from '../storage/storage.ts';
import { createBackupService } from './backup-service.ts';
import { createBackup } from './create-backup.ts';

let dir: string;
let handle: DatabaseHandle;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nile-backup-service-'));
  handle = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
  await migrateDatabase(handle.db);
});
afterEach(() => {
  vi.useRealTimers();
  handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const serviceWith = (env: Record<string, string>) => {
  const config = loadConfig({ DATABASE_URL: `file:${join(dir, 'site.db')}`, UPLOADS_DIR: join(dir, 'uploads'), BACKUP_DIR: join(dir, 'backups'), ...env });
  return createBackupService({ db: handle.db, config, storage: createDiskStorage(config.uploadsDir) });
};
const backupsOnDisk = () => readdirSync(join(dir, 'backups')).filter((name) => name.startsWith('backup-'));

describe('backup schedule', () => {
  it('takes the next backup one interval after the newest on disk, and logs it', async () => {
    const source = { client: handle.client, remote: false, uploadsDir: undefined, backupDir: join(dir, 'backups') };
    await createBackup(source, { now: new Date(Date.now() - 30 * 60_000) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const service = serviceWith({ BACKUP_INTERVAL_HOURS: '1' });
    await service.start();

    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(backupsOnDisk()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await vi.waitFor(async () => expect((await handle.db.select().from(activity)).map((row) => row.action)).toEqual(['backup.taken']));
    expect(backupsOnDisk()).toHaveLength(2);
    await service.stop();
  });

  it('takes none with BACKUP_INTERVAL_HOURS=0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const service = serviceWith({ BACKUP_INTERVAL_HOURS: '0' });
    await service.start();
    await vi.advanceTimersByTimeAsync(48 * 3600_000);
    expect(await service.status()).toMatchObject({ last: null, warning: null });
  });

  it('reports a failed backup on the dashboard until one succeeds', async () => {
    writeFileSync(join(dir, 'not-a-folder'), 'a file where the backups should go');
    const broken = createBackupService({
      db: handle.db,
      config: loadConfig({ DATABASE_URL: `file:${join(dir, 'site.db')}`, BACKUP_DIR: join(dir, 'not-a-folder') }),
      storage: createDiskStorage(join(dir, 'uploads')),
    });
    await expect(broken.takeNow()).rejects.toThrow();
    expect((await broken.status()).warning).toMatch(/^The last backup failed: /);
  });
});
