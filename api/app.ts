import { arabicMessages } from './middleware/arabic-messages.ts';
import { Hono, type Context, type TypedResponse } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { JsonBody } from './http/compressed-json.ts';
import { createBackupService } from './backups/backup-service.ts';
import { createReadCache, type ReadCache } from './projects/read-cache.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { requestMessages } from '../shared/messages/requests.ts';
import { handleError } from './errors.ts';
import { createPublicWrites } from './inbox/public-writes.ts';
import { bufferJsonBody } from './http/buffer-json-body.ts';
import { nodeIncoming } from './http/node-request.ts';
import { requireJsonBody } from './middleware/require-json-body.ts';
import { compressJson } from './middleware/compress-json.ts';
import { originCheck } from './middleware/origin-check.ts';
import { completeAnswer, isCompleteAnswer, securityHeaders } from './middleware/security-headers.ts';
import { loadSession } from './middleware/session.ts';
import { adminAccountRoutes } from './accounts/account-routes.ts';
import { adminActivityRoutes } from './activity/activity-routes.ts';
import { adminBackupRoutes } from './backups/backup-routes.ts';
import { adminAuthRoutes } from './accounts/sign-in-routes.ts';
import { adminMessageRoutes } from './inbox/message-routes.ts';
import { adminNotificationRoutes } from './inbox/notification-routes.ts';
import { adminProjectRoutes } from './projects/admin-project-routes.ts';
import { adminPublishingRoutes } from './publishing/publishing-routes.ts';
import { adminSiteContentRoutes } from './site-content/site-content-routes.ts';
import { adminSitePreviewRoutes } from './site-content/preview-routes.ts';
import { unavailablePreviews } from './publishing/preview-builder.ts';
import { adminSubscriberRoutes } from './inbox/subscriber-routes.ts';
import { adminUploadRoutes } from './uploads/upload-routes.ts';
import { adminUserRoutes } from './accounts/user-routes.ts';
import { contactRoutes } from './inbox/contact-routes.ts';
import { formStampRoutes } from './inbox/form-stamp-routes.ts';
import { answerCachedRead, projectRoutes } from './projects/project-routes.ts';
import { subscribeRoutes } from './inbox/subscribe-routes.ts';
import type { StaticSite } from './site-serving/static-site.ts';

const UPLOAD_PATH = '/api/admin/upload';

/** Needs no database, origin or body checks, and a load balancer asks it often: one ready-made answer. */
const HEALTH_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };
const healthAnswer = (production: boolean) => completeAnswer('{"status":"ok"}', 200, production, HEALTH_HEADERS);
const MAX_JSON_BYTES = 256 * 1024;

const bodyTooLarge = (): never => {
  // The rest of the body is never read: closing the connection keeps the next request on it from being read as garbage.
  throw new HTTPException(413, {
    message: requestMessages.bodyTooLarge,
    res: new Response(null, { status: 413, headers: { Connection: 'close' } }),
  });
};
const jsonBodyLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: bodyTooLarge });

/** The /api contract of the spec, section 7. Its type is what the admin and the site's islands call through. */
export const createApiApp = (deps: AppDeps, reads: ReadCache<JsonBody> = createReadCache<JsonBody>({ ttlMs: 1000 })) => {
  // Every content change clears the cached reads before the site is republished.
  const content: AppDeps['content'] = {
    status: () => deps.content.status(),
    contentChanged: (reason) => {
      reads.clear();
      deps.content.contentChanged(reason);
    },
  };
  const { db, config, storage, limits } = deps;
  const writes = createPublicWrites(db, deps.inWriteTransaction, { enabled: Boolean(config.mail.smtpUrl), ownerEmail: config.owner.email });
  const backups = deps.backups ?? createBackupService(deps);
  const previews = deps.previews ?? unavailablePreviews();
  const readSecurity = securityHeaders({ production: config.production });
  return (
    new Hono<AppEnv>()
      // Before the middleware below: it needs none of it, and a load balancer asks it often.
      .get('/api/health', () => healthAnswer(config.production) as unknown as TypedResponse<{ status: string }, 200, 'json'>)
      // The public project reads come before the checks below: a GET has no origin or body to check,
      // and they need no session. The whole app hands them here directly (createApp), so answers not
      // made whole by sendJsonBody (an empty list, a 404) get the security headers here.
      .use('/api/projects/*', async (c, next) => {
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
        c.set('db', db);
        c.set('config', config);
        c.set('reads', reads);
        await readSecurity(c, async () => {
          await arabicMessages(c, next);
        });
        if (!isCompleteAnswer(c.res)) c.res.headers.set('Cache-Control', 'no-store');
      })
      .route('/api/projects', projectRoutes)
      .use('/api/*', async (c, next) => {
        c.set('db', db);
        c.set('config', config);
        c.set('storage', storage);
        c.set('limits', limits);
        c.set('content', content);
        c.set('reads', reads);
        c.set('writes', writes);
        c.set('backups', backups);
        c.set('previews', previews);
        c.header('Cache-Control', 'no-store');
        await compressJson(c, next);
      })
      .use('/api/*', arabicMessages)
      .use('/api/*', originCheck({ allowedOrigins: (own) => [own, deps.config.siteOrigin] }))
      .use('/api/*', async (c, next) => {
        // A GET or HEAD has no body to check (a Fetch request cannot carry one); asking would build one for nothing.
        const method = c.req.method;
        if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.req.path === UPLOAD_PATH) return next();
        await requireJsonBody(c, async () => {
          const incoming = nodeIncoming(c);
          if (incoming) {
            await bufferJsonBody(c, incoming, MAX_JSON_BYTES, bodyTooLarge);
            await next();
          } else await jsonBodyLimit(c, next);
        });
      })
      .use('/api/admin/*', loadSession)
      .route('/api/contact', contactRoutes)
      .route('/api/subscribe', subscribeRoutes)
      .route('/api/form-stamp', formStampRoutes)
      .route('/api/admin', adminAuthRoutes)
      .route('/api/admin/projects', adminProjectRoutes)
      .route('/api/admin/contact-messages', adminMessageRoutes)
      .route('/api/admin/subscribers', adminSubscriberRoutes)
      .route('/api/admin/users', adminUserRoutes)
      .route('/api/admin/upload', adminUploadRoutes)
      .route('/api/admin/account', adminAccountRoutes)
      .route('/api/admin/publishing', adminPublishingRoutes)
      .route('/api/admin/notifications', adminNotificationRoutes)
      .route('/api/admin/activity', adminActivityRoutes)
      .route('/api/admin/backups', adminBackupRoutes)
      // Before /api/admin/site-content/:section, which would take "preview" for a section.
      .route('/api/admin/site-content/preview', adminSitePreviewRoutes)
      .route('/api/admin/site-content', adminSiteContentRoutes)
      .all('/api/*', (c) => c.json({ message: requestMessages.noEndpoint(c.req.method, c.req.path) }, 404))
      .onError(handleError)
  );
};

export type ApiApp = ReturnType<typeof createApiApp>;

/**
 * Everything one process serves: the /api contract, the uploaded images and the static site. Its
 * `answerFirst` answers cached public project reads at the Node request, ahead of it (see listen()).
 */
export const createApp = ({ deps, site }: { deps: AppDeps; site: StaticSite }) => {
  const app = new Hono();
  app.use(securityHeaders({ production: deps.config.production }));
  // Handed over whole rather than mounted with route(): route() would wrap each of its handlers in
  // one more error-handling layer per request, because the API has its own error handler.
  const reads = createReadCache<JsonBody>({ ttlMs: 1000 });
  const api = createApiApp(deps, reads);
  app.all('/api/*', (c) => api.fetch(c.req.raw, c.env));
  if (deps.storage.localDir) {
    const uploads = serveStatic({ root: deps.storage.localDir, rewriteRequestPath: (path) => path.slice('/uploads'.length) });
    app.get('/uploads/*', async (c, next) => {
      // Random, never reused names: a file at a URL never changes.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cross-Origin-Resource-Policy', 'same-site');
      return uploads(c, next);
    });
    app.get('/uploads/*', (c) => site.notFound(c));
  }
  app.use('*', site.handler);
  app.all('*', (c) => site.notFound(c));

  // A load balancer asks for health often. Alone in its app, its route is Hono's only match for the
  // path, which Hono answers without composing middleware (synchronously); the answer carries the
  // security headers already. The public project reads go to the API directly: it gives them their
  // headers. Every other request goes on to the app above, or is answered again as it answered it.
  const front = new Hono();
  const projectRead = (c: Context) => api.fetch(c.req.raw, c.env);
  front.get('/api/health', () => healthAnswer(deps.config.production));
  // Patterns that never match the same path: two matching routes would be composed.
  front.get('/api/projects', projectRead);
  front.get('/api/projects/:slug', projectRead);
  // The live build's pages and files, answered again as the app above answered them (decision 127).
  front.notFound(site.withReplay(app.fetch));
  return Object.assign(front, { answerFirst: answerCachedRead(reads, deps.config.production) });
};
