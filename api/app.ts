import { language, messageFor } from './middleware/language.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bodyTooLarge as refuseUnreadBody } from './api-error.ts';
import type { AppEnv, ContentPublisher } from './context.ts';
import type { HitDeps } from './analytics/hit-routes.ts';
import type { BackupService } from './backups/backup-service.ts';
import { type CachedAnswer, cachedAnswers } from './projects/cached-answers.ts';
import type { ReadCache } from './projects/read-cache.ts';
import type { SitePreviews } from './publishing/draft-previews.ts';
import type { Redirects } from './redirects/redirects.ts';
import { handleError } from './errors.ts';
import { requireJsonBody } from './middleware/require-json-body.ts';
import { compressJson } from './middleware/compress-json.ts';
import { originCheck } from './middleware/origin-check.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { loadSession } from './sessions/guards.ts';
import { adminAccountRoutes } from './accounts/account-routes.ts';
import { passwordResetRoutes } from './accounts/password-reset-routes.ts';
import { adminSecurityRoutes } from './accounts/security-routes.ts';
import { adminTwoFactorRoutes } from './accounts/two-factor-routes.ts';
import { adminActivityRoutes } from './activity/activity-routes.ts';
import { adminAnalyticsRoutes } from './analytics/analytics-routes.ts';
import { hitRoutes } from './analytics/hit-routes.ts';
import { adminBackupRoutes } from './backups/backup-routes.ts';
import { adminAuthRoutes } from './accounts/sign-in-routes.ts';
import { adminMessageRoutes } from './leads/message-routes.ts';
import { adminLeadRoutes } from './leads/lead-routes.ts';
import { adminNotificationRoutes } from './leads/notification-routes.ts';
import { adminMediaRoutes } from './media/media-routes.ts';
import { adminPrivacyRoutes } from './privacy/privacy-routes.ts';
import { adminProjectRoutes } from './projects/admin-project-routes.ts';
import { adminRedirectRoutes } from './redirects/redirect-routes.ts';
import { adminPublishingRoutes } from './publishing/publishing-routes.ts';
import { adminSiteContentRoutes } from './site-content/site-content-routes.ts';
import { adminSitePreviewRoutes } from './site-content/preview-routes.ts';
import { adminSubscriberRoutes } from './newsletter/subscriber-routes.ts';
import { adminNewsletterSettingsRoutes } from './newsletter/settings-routes.ts';
import { adminNewsletterRoutes } from './newsletter/newsletter-routes.ts';
import { adminComingUpRoutes } from './schedules/index.ts';
import { adminUploadRoutes } from './uploads/upload-routes.ts';
import { adminUserRoutes } from './accounts/user-routes.ts';
import { contactRoutes } from './leads/contact-routes.ts';
import { formStampRoutes } from './leads/form-stamp-routes.ts';
import { projectRoutes } from './projects/project-routes.ts';
import { subscribeRoutes } from './newsletter/subscribe-routes.ts';
import { adminTestimonialRoutes, testimonialRoutes } from './testimonials/index.ts';

const UPLOAD_PATH = '/api/admin/upload';
/** The contact form's files, sent as multipart like the admin's images. */
const ATTACHMENT_PATH = '/api/contact/attachments';
const MAX_JSON_BYTES = 256 * 1024;

const bodyTooLarge = () => refuseUnreadBody((m) => m.requests.bodyTooLarge);
const honoBodyLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: bodyTooLarge });

/**
 * Hono's bodyLimit asks for `c.req.raw.body`, for which @hono/node-server builds a whole web Request and
 * stream: that tripled the CPU time of a public form's request. A body that declares its length (Node's
 * parser holds it to that length) is judged from the header and read later by node-server's direct path.
 */
const jsonBodyLimit: MiddlewareHandler = (c, next) => {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return honoBodyLimit(c, next);
  return Number.parseInt(length, 10) > MAX_JSON_BYTES ? bodyTooLarge() : next();
};

/** What the API app is built from (api/compose.ts builds it): the core every route finds, and what features declare. */
export interface AppDeps extends Omit<AppEnv['Variables'], 'user' | 'session'> {
  backups: BackupService;
  /** The drafts' preview builder; one that builds nothing where the pages are not published builds. */
  previews: SitePreviews;
  /** The public project reads' answers, kept for a second. */
  reads: ReadCache<CachedAnswer>;
  /** The page views reported by the beacon of a page served elsewhere (POST /api/hit). */
  hits: HitDeps;
  /** The redirects the site answers for paths no page answers: their cache, visit counts and rules. */
  redirects: Redirects;
}

/** The context of every route: the core (context.ts) and what the features' own routes declare they need. */
type ApiEnv = AppEnv & { Variables: Pick<AppDeps, 'backups' | 'previews' | 'redirects'> };

/**
 * The /api contract, with the API's security headers on every answer. Its type is what the admin and
 * the site's islands call through.
 */
export const createApiApp = (deps: AppDeps) => {
  const { db, writes, clock, config, storage, limits, reads, backups, previews, redirects } = deps;
  // Every content change clears the cached reads and the redirects read before the site is republished.
  const publisher: ContentPublisher = {
    status: () => deps.publisher.status(),
    contentChanged: (reason) => {
      reads.clear();
      redirects.clear();
      deps.publisher.contentChanged(reason);
    },
    ...(deps.publisher.rebuildWhole && { rebuildWhole: deps.publisher.rebuildWhole }),
  };
  return (
    new Hono<ApiEnv>()
      .use('/api/*', securityHeaders({ production: config.production }))
      .use('/api/*', async (c, next) => {
        c.header('Cache-Control', 'no-store');
        await next();
      })
      // Needs no database, origin or body checks: a load balancer or the doctor asks it often.
      .get('/api/health', (c) => c.json({ status: 'ok' }))
      .use('/api/projects/*', cachedAnswers(reads))
      .use('/api/*', compressJson)
      .use('/api/*', async (c, next) => {
        c.set('db', db);
        c.set('writes', writes);
        c.set('clock', clock);
        c.set('config', config);
        c.set('storage', storage);
        c.set('limits', limits);
        c.set('publisher', publisher);
        c.set('backups', backups);
        c.set('previews', previews);
        c.set('redirects', redirects);
        await next();
      })
      .use('/api/*', language)
      .route('/api/projects', projectRoutes)
      .route('/api/testimonials', testimonialRoutes)
      .use('/api/*', originCheck({ allowedOrigins: (own) => [own, config.siteOrigin] }))
      .use('/api/*', async (c, next) => {
        // A GET or HEAD has no body to check; the two multipart routes check their own.
        const method = c.req.method;
        if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.req.path === UPLOAD_PATH || c.req.path === ATTACHMENT_PATH) return next();
        await requireJsonBody(c, async () => {
          await jsonBodyLimit(c, next);
        });
      })
      .use('/api/admin/*', loadSession)
      .route('/api/contact', contactRoutes)
      .route('/api/subscribe', subscribeRoutes)
      .route('/api/form-stamp', formStampRoutes)
      .route('/api/hit', hitRoutes(deps.hits))
      .route('/api/admin', adminAuthRoutes)
      .route('/api/admin/password-reset', passwordResetRoutes)
      .route('/api/admin/projects', adminProjectRoutes)
      .route('/api/admin/contact-messages', adminMessageRoutes)
      .route('/api/admin/leads', adminLeadRoutes)
      .route('/api/admin/subscribers', adminSubscriberRoutes)
      .route('/api/admin/newsletter-settings', adminNewsletterSettingsRoutes)
      .route('/api/admin/newsletters', adminNewsletterRoutes)
      .route('/api/admin/coming-up', adminComingUpRoutes)
      .route('/api/admin/users', adminUserRoutes)
      .route('/api/admin/upload', adminUploadRoutes)
      .route('/api/admin/account/two-factor', adminTwoFactorRoutes)
      .route('/api/admin/account', adminAccountRoutes)
      .route('/api/admin/security', adminSecurityRoutes)
      .route('/api/admin/publishing', adminPublishingRoutes)
      .route('/api/admin/notifications', adminNotificationRoutes)
      .route('/api/admin/activity', adminActivityRoutes)
      .route('/api/admin/backups', adminBackupRoutes)
      .route('/api/admin/analytics', adminAnalyticsRoutes)
      .route('/api/admin/media', adminMediaRoutes)
      .route('/api/admin/redirects', adminRedirectRoutes)
      .route('/api/admin/testimonials', adminTestimonialRoutes)
      .route('/api/admin/privacy', adminPrivacyRoutes)
      // Before /api/admin/site-content/:section, which would take "preview" for a section.
      .route('/api/admin/site-content/preview', adminSitePreviewRoutes)
      .route('/api/admin/site-content', adminSiteContentRoutes)
      .all('/api/*', (c) => c.json({ message: messageFor(c, (m) => m.requests.noEndpoint(c.req.method, c.req.path)) }, 404))
      .onError(handleError)
  );
};

export type ApiApp = ReturnType<typeof createApiApp>;
