import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { createBackupService } from './backups/backup-service.ts';
import { createReadCache } from './cache/read-cache.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { handleError } from './errors.ts';
import { createPublicWrites } from './writes/public-writes.ts';
import { requireJsonBody } from './middleware/json-body.ts';
import { originCheck } from './middleware/origin-check.ts';
import { loadSession } from './middleware/session.ts';
import { adminAccountRoutes } from './routes/admin-account.ts';
import { adminActivityRoutes } from './routes/admin-activity.ts';
import { adminBackupRoutes } from './routes/admin-backups.ts';
import { adminAuthRoutes } from './routes/admin-auth.ts';
import { adminMessageRoutes } from './routes/admin-messages.ts';
import { adminProjectRoutes } from './routes/admin-projects.ts';
import { adminPublishingRoutes } from './routes/admin-publishing.ts';
import { adminSubscriberRoutes } from './routes/admin-subscribers.ts';
import { adminUploadRoutes } from './routes/admin-upload.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { contactRoutes } from './routes/contact.ts';
import { projectRoutes } from './routes/projects.ts';
import { subscribeRoutes } from './routes/subscribe.ts';

const UPLOAD_PATH = '/api/admin/upload';
const MAX_JSON_BYTES = 256 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: () => {
    throw new HTTPException(413, { message: 'The request body is too large.' });
  },
});

/** The /api contract of the spec, section 7. Its type is what the admin and the site's islands call through. */
export const createApiApp = (deps: AppDeps) => {
  const reads = createReadCache({ ttlMs: 1000 });
  // Every content change clears the cached reads before the site is republished.
  const content: AppDeps['content'] = {
    status: () => deps.content.status(),
    contentChanged: (reason) => {
      reads.clear();
      deps.content.contentChanged(reason);
    },
  };
  const backups = deps.backups ?? createBackupService(deps);
  const variables = { ...deps, content, reads, backups, writes: createPublicWrites(deps.db) };
  return new Hono<AppEnv>()
    .use('/api/*', async (c, next) => {
      for (const [key, value] of Object.entries(variables)) c.set(key as keyof typeof variables, value as never);
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .use('/api/*', originCheck({ allowedOrigins: (own) => [own, deps.config.siteOrigin] }))
    .use('/api/*', async (c, next) => {
      if (c.req.path === UPLOAD_PATH) return next();
      await requireJsonBody(c, async () => {
        await jsonBodyLimit(c, next);
      });
    })
    .use('/api/admin/*', loadSession)
    .get('/api/health', (c) => c.json({ status: 'ok' }))
    .route('/api/projects', projectRoutes)
    .route('/api/contact', contactRoutes)
    .route('/api/subscribe', subscribeRoutes)
    .route('/api/admin', adminAuthRoutes)
    .route('/api/admin/projects', adminProjectRoutes)
    .route('/api/admin/contact-messages', adminMessageRoutes)
    .route('/api/admin/subscribers', adminSubscriberRoutes)
    .route('/api/admin/users', adminUserRoutes)
    .route('/api/admin/upload', adminUploadRoutes)
    .route('/api/admin/account', adminAccountRoutes)
    .route('/api/admin/publishing', adminPublishingRoutes)
    .route('/api/admin/activity', adminActivityRoutes)
    .route('/api/admin/backups', adminBackupRoutes)
    .all('/api/*', (c) => c.json({ message: `There is no API endpoint at ${c.req.method} ${c.req.path}.` }, 404))
    .onError(handleError);
};

export type ApiApp = ReturnType<typeof createApiApp>;
