/**
 * The process: configuration, database, owner, seed, storage, publisher, HTTP server and signals.
 * `scripts/start.ts` (npm start) runs it with the demo seed; the dev server and the benchmarks reuse openRuntime().
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { ensureSiteContent } from '../db/stored-site-content.ts';
import { publishedProjectBySlug } from '../db/published-projects.ts';
import { createApp } from './app.ts';
import { OneWriteResponse } from './http/one-write-response.ts';
import { ensureOwner } from './accounts/owner.ts';
import { createBackupService } from './backups/backup-service.ts';
import type { AppConfig } from './config.ts';
import { createRateLimits } from './rate-limits/rate-limits.ts';
import { PROJECT_ROOT } from './publishing/project-root.ts';
import { contentFingerprint, sourceFingerprint } from './publishing/fingerprints.ts';
import { createPublishLease } from './publishing/publish-lease.ts';
import { createPublisher } from './publishing/publisher.ts';
import { oneAtATime } from './publishing/one-at-a-time.ts';
import { createPreviewBuilder } from './publishing/preview-builder.ts';
import { runDeployHook, runSiteBuild } from './publishing/run-build.ts';
import { createSiteBuilds } from './publishing/site-builds.ts';
import { watchLiveBuild } from './publishing/watch-live-build.ts';
import { startOutbox } from './inbox/start-outbox.ts';
import { approvedAdminCheck } from './site-serving/approved-admin.ts';
import { createStaticSite } from './site-serving/static-site.ts';
import { addMissingAvifCopies } from './uploads/add-missing-avif.ts';
import { startImageCollector } from './uploads/collect-unreferenced.ts';
import { recordMissingImageFacts } from './uploads/record-missing-facts.ts';
import { createStorage } from './uploads/create-storage.ts';
import type { ImageStorage } from './uploads/storage.ts';
import type { Database } from '../db/client.ts';

/** Timeouts that fit a small site: a slow or silent client cannot hold a connection for Node's default 300 s. */
export const HTTP_TIMEOUTS = {
  /** All request headers must arrive within this time. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included (a 5 MB upload on a slow line fits), must arrive within this time. */
  requestTimeoutMs: 60_000,
};

/** Fills an empty database with content (the demo portfolio); the entry point chooses it, so the server imports no tool. */
type ContentSeed = (db: Database, storage: ImageStorage) => Promise<unknown>;

export interface RuntimeOptions {
  /** Run when SEED_DEMO_CONTENT is on; it decides itself whether the database still needs it. */
  seed?: ContentSeed;
}

/** Opens and prepares everything the API needs: migrated database, owner account, seed, storage, rate limits. */
export const openRuntime = async (config: AppConfig, { seed }: RuntimeOptions = {}) => {
  const database = await openDatabase(config.database);
  await migrateDatabase(database.db);
  await ensureSiteContent(database.db);
  await ensureOwner(database.db, config.owner);
  const storage = createStorage(config);
  await recordMissingImageFacts(database.db, storage);
  if (config.seedDemoContent && seed) await seed(database.db, storage);

  const projectExists = async (slug: string) => (await publishedProjectBySlug(database.db, slug)) !== null;

  const isApprovedAdmin = approvedAdminCheck(database.db, config.secureCookies);

  return { database, storage, limits: createRateLimits({ scale: config.rateLimitScale, db: database.db }), projectExists, isApprovedAdmin };
};

/** Answers a request at the Node level when it can, returning true; false leaves it, untouched, to `fetch`. */
export type AnswerFirst = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Serves `fetch` over HTTP with the timeouts above (tests may pass shorter ones), after `answerFirst` when given. */
export const listen = (
  // The second argument carries the Node request, which the client address is read from.
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  {
    port,
    host,
    timeouts = HTTP_TIMEOUTS,
    answerFirst,
    onListening,
  }: {
    port: number;
    host?: string;
    timeouts?: typeof HTTP_TIMEOUTS;
    answerFirst?: AnswerFirst;
    onListening?: (address: { address: string; port: number }) => void;
  },
) =>
  serve(
    {
      fetch,
      port,
      hostname: host,
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createServer(options, answerFirst ? (req, res) => answerFirst(req, res) || listener(req, res) : listener)) as typeof createServer,
      serverOptions: {
        ServerResponse: OneWriteResponse,
        headersTimeout: timeouts.headersTimeoutMs,
        requestTimeout: timeouts.requestTimeoutMs,
        // How often Node checks the two timeouts above; its default (30 s) would let them run long.
        connectionsCheckingInterval: Math.min(1000, timeouts.headersTimeoutMs),
      },
    },
    onListening,
  ) as Server;

export const startServer = async (config: AppConfig, options: RuntimeOptions = {}) => {
  const { database, storage, limits, projectExists, isApprovedAdmin } = await openRuntime(config, options);

  const builds = createSiteBuilds(config.siteDir);
  const buildEnv = {
    ...process.env,
    DATABASE_URL: config.database.url,
    UPLOADS_DIR: config.uploadsDir,
    SITE_DIR: config.siteDir,
    SITE_URL: config.siteUrl,
  };
  // The live site and the drafts' preview (decision 109) are built by the same Astro project: one build at a time.
  const serialBuild = oneAtATime();
  const previews = createPreviewBuilder({ siteDir: config.siteDir, runBuild: serialBuild(runSiteBuild(buildEnv, { preview: true })) });
  const site = createStaticSite({ builds, projectExists, isApprovedAdmin, previews });
  const publisher = createPublisher({
    builds,
    debounceMs: config.publishDebounceMs,
    runBuild: serialBuild(runSiteBuild(buildEnv)),
    deploy: config.publishHook ? runDeployHook(config.publishHook, buildEnv) : undefined,
    onPublished: site.refresh,
    // Other processes on this database may publish too: one builds at a time.
    lease: createPublishLease(database.db),
  });

  // The site is built from the database: build it before serving when there is none yet,
  // and rebuild in the background when the content or the site's code changed while offline.
  const live = await builds.current();
  if (!live) {
    console.log('Building the public site for the first time…');
    await publisher.publishNow('first start');
    if (publisher.status().lastError) throw new Error(`The site could not be built:\n${publisher.status().lastError}`);
  } else {
    publisher.adopt(live.info.builtAt, live.info.durationMs);
    const [content, source] = await Promise.all([contentFingerprint(database.db), sourceFingerprint(PROJECT_ROOT)]);
    if (content !== live.info.contentFingerprint) publisher.schedule('content changed since the last build');
    else if (source !== live.info.sourceFingerprint) publisher.schedule('site code changed since the last build');
  }
  await site.refresh();

  // Backups: daily by default (BACKUP_INTERVAL_HOURS, 0 = off); the dashboard's "Back up now" shares this service.
  const backups = createBackupService({ db: database.db, config, storage });
  await backups.start();

  const app = createApp({ deps: { db: database.db, inWriteTransaction: database.inWriteTransaction, config, storage, limits, content: publisher, backups, previews }, site });
  const server = listen(app.fetch, {
    port: config.port,
    host: config.host,
    answerFirst: app.answerFirst,
    onListening: (info) => console.log(`Nile Atelier is live on ${config.siteUrl} (listening on ${info.address}:${info.port})`),
  });

  // Background jobs (e.g. an outbox worker) start here; each one's stop() runs at shutdown, after open requests finish.
  const backgroundJobs: { stop: () => Promise<void> | void }[] = [
    // A build published by another process on the same site folder is served here as soon as it is live.
    watchLiveBuild(builds, async (info) => {
      publisher.adopt(info.builtAt, info.durationMs);
      await site.refresh();
    }),
    // Uploaded files nothing references any more are removed after a grace period.
    startImageCollector({ db: database.db, storage }),
    // Email notices queued with new messages are sent in the background, with retries.
    startOutbox(database.db, config),
    backups,
  ];

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, finishing open requests…`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close(async () => {
      await Promise.all([publisher.stop(), previews.stop(), ...backgroundJobs.map((job) => job.stop())]);
      database.close();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // Images stored before AVIF copies were made get them now; the pages use them once rebuilt.
  addMissingAvifCopies(database.db, storage)
    .then(({ added }) => added > 0 && !closing && publisher.schedule('images gained AVIF copies'))
    .catch((error: unknown) => console.error(`Adding AVIF copies failed: ${error instanceof Error ? error.message : String(error)}`));
};
