import { Hono } from 'hono';
import { recordActivity } from '../activity/index.ts';
import type { AppEnv } from '../context.ts';
import type { BackupService } from './backup-service.ts';
import { messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';

/** The dashboard's backup card: the state of the backups, and "Back up now". */
export const adminBackupRoutes = new Hono<AppEnv & { Variables: { backups: BackupService } }>()
  .use(requireRole(...ADMIN_AREAS.backups))
  .get('/', async (c) => c.json(await c.var.backups.status()))
  .post('/', async (c) => {
    let taken: Awaited<ReturnType<BackupService['takeNow']>>;
    try {
      taken = await c.var.backups.takeNow();
    } catch (error) {
      console.error('[backup] a backup asked for from the dashboard failed:', error);
      return fail(503, (m) => m.backups.failed);
    }
    await recordActivity(c, { action: 'backup.taken', target: taken.manifest.name });
    return c.json({ message: messageFor(c, (m) => m.backups.taken), name: taken.manifest.name, createdAt: taken.manifest.createdAt, bytes: taken.manifest.totalBytes }, 201);
  });
