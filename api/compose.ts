/**
 * The composition root: everything a process runs, built from the configuration in one place (the
 * prepared database, storage, rate limits, publisher, previews, backups, the read cache, the API app, the
 * site and the front door), and the background jobs, which start() starts and stop() ends. The
 * processes differ only by the named overrides below (decision 137). The database alone, for the site
 * build, backup and restore, is opened by prepared-database.ts.
 */
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { CachedAnswer } from './projects/cached-answers.ts';
import { provideBuildDatabase } from '../db/build-database.ts';
import { publishedProjectBySlug } from '../db/published-projects.ts';
import { ensureOwner } from './accounts/owner.ts';
import { type AppDeps, createApiApp } from './app.ts';
import { createBackupService } from './backups/backup-service.ts';
import type { AppConfig } from './config.ts';
import type { Clock, ContentPublisher } from './context.ts';
import { createFrontDoor, type FrontDoorLanes } from './http/front-door.ts';
import { createPageViews } from './analytics/page-views.ts';
import { startOutbox } from './outbox/start-outbox.ts';
import { openPreparedDatabase } from './prepared-database.ts';
import { createReadCache } from './projects/read-cache.ts';
import { draftPreviews, type SitePreviews, unavailablePreviews } from './publishing/draft-previews.ts';
import { contentFingerprint, sourceFingerprint } from './publishing/fingerprints.ts';
import { PROJECT_ROOT } from './publishing/project-root.ts';
import { createPublishLease } from './publishing/publish-lease.ts';
import { createPublisher, unpublishedStatus } from './publishing/publisher.ts';
import { runDeployHook, runSiteCompile } from './publishing/run-build.ts';
import { createSiteBuilds, type SiteBuilds } from './publishing/site-builds.ts';
import { createSitePublishing } from './publishing/site-publishing.ts';
import { watchLiveBuild } from './publishing/watch-live-build.ts';
import { startLeadHousekeeping } from './leads/housekeeping.ts';
import { newsletterPages } from './newsletter/newsletter-pages.ts';
import { startNewsletterJobs } from './newsletter/housekeeping.ts';
import { startSchedules } from './schedules/index.ts';
import { reviewPages } from './testimonials/index.ts';
import { limitKeyOf, proxiedAddress } from './http/client-address.ts';
import { forgetWhatsappVisitorsBefore, whatsappRedirect } from './leads/whatsapp.ts';
import { createRateLimits } from './rate-limits/rate-limits.ts';
import { createRedirects, type Redirects } from './redirects/redirects.ts';
import { replicaState } from './replica/index.ts';
import { approvedAdminCheck } from './site-serving/approved-admin.ts';
import { createSiteApp } from './site-serving/site-app.ts';
import { createStaticSite, type StaticSite } from './site-serving/static-site.ts';
import { addMissingAvifCopies } from './uploads/add-missing-avif.ts';
import { createStorage } from './storage/create-storage.ts';
import { recordMissingImageFacts } from './uploads/record-missing-facts.ts';
import type { ImageStorage } from './storage/storage.ts';
import { forgetVisitsBefore } from './visitors/visit-sources.ts';
import { createVisitorIds } from './visitors/visitor-ids.ts';

/** Fills an empty database with content (the demo portfolio); the entry point chooses it, so the API imports no tool. */
export type ContentSeed = (db: Database, storage: ImageStorage) => Promise<unknown>;

type BackgroundJob = 'outbox' | 'backups' | 'avif copies' | 'page views' | 'lead housekeeping' | 'newsletter' | 'schedules';

/** How the public pages come to be, and so who hears of a content change. */
type Pages =
  /** A change renders the pages that show it into a new build (under the publish lease, with the deploy hook); the process serves the live build and the drafts' previews. */
  | { pages: 'published builds' }
  /** astro dev renders the pages from this database on each request: there is nothing to publish. */
  | { pages: 'rendered live' }
  /** The live build in SITE_DIR is served as it is and never rebuilt. */
  | { pages: 'served as built' }
  /** No pages at all; `publisher` hears of the changes (the tests record them). */
  | { pages: 'none'; publisher: ContentPublisher };

/** What differs between the processes that run the app; everything else is built alike for all of them. */
export type Overrides = Pages & {
  /**
   * What is made sure of beyond the schema and the site content: the owner account, the recorded facts of
   * stored images, and `seed` when SEED_DEMO_CONTENT is on. `none`: nothing more (the tests make their own users).
   */
  install: { seed: ContentSeed | null } | 'none';
  /** What start() starts besides the publishing. */
  jobs: readonly BackgroundJob[];
  /** The accounts' time: the system's, or the tests' own. */
  clock: Clock;
};

const systemClock: Clock = () => new Date();

/** `npm start`: published builds and every background job. */
export const forServer = (seed: ContentSeed): Overrides => ({
  pages: 'published builds',
  install: { seed },
  jobs: ['outbox', 'backups', 'avif copies', 'page views', 'lead housekeeping', 'newsletter', 'schedules'],
  clock: systemClock,
});

/** `npm run dev`: Astro renders the pages live from this database; the email notices of new messages are sent. */
export const forDevServer = (seed: ContentSeed): Overrides => ({
  pages: 'rendered live',
  install: { seed },
  jobs: ['outbox', 'lead housekeeping', 'newsletter', 'schedules'],
  clock: systemClock,
});

/**
 * `npm run bench:api` and `bench:analytics`: the routes as the server answers them, on a database the
 * benchmark fills itself, with nothing running beside them but the page views' flush, which is part of
 * what a page costs.
 */
export const forBenchmark = (): Overrides => ({ pages: 'served as built', install: { seed: null }, jobs: ['page views'], clock: systemClock });

/** The tests' API: `publisher` records the content changes; no pages, nothing in the background; `clock` is the tests' to move. */
export const forTests = (publisher: ContentPublisher, clock: Clock = systemClock): Overrides => ({ pages: 'none', publisher, install: 'none', jobs: [], clock });

/** A publisher that builds nothing: the status says why (`dev`: pages render live; `static`: the site is served as built). */
const notPublishing = (mode: 'dev' | 'static'): ContentPublisher => ({ contentChanged: () => {}, status: () => unpublishedStatus(mode) });

interface Publishing {
  publisher: ContentPublisher;
  previews: SitePreviews;
  /** The live build, when the process serves one. */
  pages: StaticSite | null;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

interface PublishingParts {
  config: AppConfig;
  db: Database;
  builds: SiteBuilds;
  redirects: Redirects;
}

/** The static site of SITE_DIR, whose pages may be newer than the build for a project (and private for a draft). */
const staticSiteOf = ({ config, db, builds, redirects }: PublishingParts, previews?: SitePreviews) =>
  createStaticSite({
    builds,
    projectExists: async (slug) => (await publishedProjectBySlug(db, slug)) !== null,
    isApprovedAdmin: approvedAdminCheck(db, config.secureCookies),
    previews,
    redirects,
  });

/**
 * Published builds: the site's code is built by Astro in a child process once per version; each change
 * renders, in the renderer's child process, the pages that show it into a new build, which then goes live at once.
 */
const publishedBuilds = (parts: PublishingParts): Publishing => {
  const { config, db, builds } = parts;
  const buildEnv = {
    ...process.env,
    DATABASE_URL: config.database.url,
    UPLOADS_DIR: config.uploadsDir,
    SITE_DIR: config.siteDir,
    SITE_URL: config.siteUrl,
    // The pages carry the page views' beacon in that mode only.
    ANALYTICS: config.analytics.mode,
  };
  const site = createSitePublishing({ db, builds, siteUrl: config.siteUrl, analytics: config.analytics.mode, env: buildEnv, compile: runSiteCompile(buildEnv) });
  const previews = draftPreviews(site.renderDraft);
  const pages = staticSiteOf(parts, previews);
  const publisher = createPublisher({
    builds,
    debounceMs: config.publishDebounceMs,
    runBuild: site.publishInto,
    deploy: config.publishHook ? runDeployHook(config.publishHook, buildEnv) : undefined,
    onPublished: pages.refresh,
    // Other processes on this database may publish too: one publishes at a time.
    lease: createPublishLease(db),
  });
  let watch: { stop: () => void } | undefined;
  return {
    publisher,
    previews,
    pages,
    start: async () => {
      const live = await builds.current();
      if (!live) {
        console.log('Building the public site for the first time…');
        await publisher.publishNow('first start');
        if (publisher.status().lastError) throw new Error(`The site could not be published:\n${publisher.status().lastError}`);
      } else {
        publisher.adopt(live.info.builtAt, live.info.durationMs);
        // Content or code changed while the server was down: the publish renders what differs (every page after a deploy).
        const [content, code] = await Promise.all([contentFingerprint(db), sourceFingerprint(PROJECT_ROOT, config.analytics.mode)]);
        if (content !== live.info.contentFingerprint) publisher.schedule('content changed since the last publish');
        else if (code !== live.info.sourceFingerprint) publisher.schedule('site code changed since the last publish');
      }
      await pages.refresh();
      // A build published by another process on the same site folder is served here as soon as it is live.
      watch = watchLiveBuild(builds, async (info) => {
        publisher.adopt(info.builtAt, info.durationMs);
        await pages.refresh();
      });
    },
    stop: async () => {
      watch?.stop();
      await publisher.stop();
      await site.stop();
    },
  };
};

const publishingFor = (overrides: Overrides, parts: PublishingParts): Publishing => {
  const nothing = async () => {};
  switch (overrides.pages) {
    case 'published builds':
      return publishedBuilds(parts);
    case 'served as built': {
      const pages = staticSiteOf(parts);
      return { publisher: notPublishing('static'), previews: unavailablePreviews(), pages, start: pages.refresh, stop: nothing };
    }
    case 'rendered live':
      return {
        publisher: notPublishing('dev'),
        previews: unavailablePreviews(),
        pages: null,
        // Astro renders the pages in this process: it reads this database (db/build-database.ts).
        start: async () => provideBuildDatabase(parts.db),
        stop: async () => provideBuildDatabase(undefined),
      };
    case 'none':
      return { publisher: overrides.publisher, previews: unavailablePreviews(), pages: null, start: nothing, stop: nothing };
  }
};

/** The owner account, the facts of images stored before they were recorded, and the seed of an empty database. */
const install = async ({ db }: DatabaseHandle, storage: ImageStorage, config: AppConfig, seed: ContentSeed | null) => {
  await ensureOwner(db, config.owner);
  await recordMissingImageFacts(db, storage);
  if (config.seedDemoContent && seed) await seed(db, storage);
};

/** Builds everything a process runs from `config`, as `overrides` says; nothing runs until start(). */
export const compose = async (config: AppConfig, overrides: Overrides) => {
  const database = await openPreparedDatabase(config);
  const { db } = database;
  const storage = createStorage(config);
  if (overrides.install !== 'none') await install(database, storage, config, overrides.install.seed);

  const builds = createSiteBuilds(config.siteDir);
  const redirects = createRedirects({
    db,
    hasBuiltPage: builds.hasPage,
    rateLimitScale: config.rateLimitScale,
    trustProxy: config.trustProxy,
    trustProxyHops: config.trustProxyHops,
  });
  const publishing = publishingFor(overrides, { config, db, builds, redirects });
  const reads = createReadCache<CachedAnswer>({ ttlMs: 1000 });
  const { replica } = config;
  const backups = createBackupService({ db, config, storage, replica: replica ? () => replicaState(config.database.url, replica) : undefined });
  // One id per visitor and day for every counter of this process (page views, the WhatsApp links' 30-minute rule);
  // a new day forgets the last one's first visits and WhatsApp visitors.
  const visitorIds = createVisitorIds(db, {
    onNewDay: async (day) => {
      await Promise.all([forgetVisitsBefore(db, day), forgetWhatsappVisitorsBefore(db, day)]);
    },
  });
  const pageViews = createPageViews({
    inWriteTransaction: database.inWriteTransaction,
    visitorIds,
    proxy: config,
    ownHost: new URL(config.siteUrl).hostname,
    flushMs: config.analytics.flushMs,
  });
  const deps: AppDeps = {
    db,
    writes: database.inWriteTransaction,
    clock: overrides.clock,
    config,
    storage,
    limits: createRateLimits({ scale: config.rateLimitScale, db }),
    publisher: publishing.publisher,
    backups,
    previews: publishing.previews,
    reads,
    hits: { mode: config.analytics.mode, pageViews, isPage: (path) => publishing.pages?.isPage(path) ?? false },
    redirects,
  };
  const api = createApiApp(deps);
  const whatsapp = whatsappRedirect({ db, config, limits: deps.limits, visitorIds });
  const newsletter = newsletterPages({ db, limit: deps.limits.newsletterLinks, clientOf: (c) => limitKeyOf(proxiedAddress(c, config)) });
  const reviews = reviewPages({
    db,
    config,
    storage,
    now: overrides.clock,
    limit: deps.limits.reviewPages,
    clientOf: (c) => limitKeyOf(proxiedAddress(c, config)),
    addressOf: (c) => proxiedAddress(c, config),
  });
  const site = createSiteApp({ production: config.production, uploadsDir: storage.localDir, pages: publishing.pages, whatsapp, newsletter, reviews });
  const lanes: FrontDoorLanes = {
    // With a beacon the pages report their own views; off, nothing is counted.
    pageAnswered: config.analytics.mode === 'server' ? pageViews.answered : () => {},
    api,
    site,
  };

  const startJob = async (job: BackgroundJob): Promise<{ stop: () => Promise<void> | void }> => {
    switch (job) {
      // Email notices queued with new messages are sent in the background, with retries.
      case 'outbox':
        return startOutbox(db, config);
      // Daily by default (BACKUP_INTERVAL_HOURS, 0 = off); the dashboard's "Back up now" shares this service.
      case 'backups':
        await backups.start();
        return { stop: () => {} };
      // The page views wait in memory for a few seconds, then are stored in one transaction.
      case 'page views':
        pageViews.start();
        return { stop: () => {} };
      // Images stored before AVIF copies were made get them now, while the process answers; the pages use them once rebuilt.
      case 'avif copies':
        addMissingAvifCopies(db, storage)
          .then(({ added }) => added > 0 && publishing.publisher.contentChanged('images gained AVIF copies'))
          .catch((error: unknown) => console.error(`Adding AVIF copies failed: ${error instanceof Error ? error.message : String(error)}`));
        return { stop: () => {} };
      // Attachments never sent with a message are deleted within a day, and used form stamps once they have expired.
      case 'lead housekeeping':
        return startLeadHousekeeping(db);
      // Subscriptions never confirmed are deleted after 7 days.
      case 'newsletter':
        return startNewsletterJobs(db);
      // Scheduled projects, site content and newsletter issues go live at their time, in Cairo as anywhere (the
      // times are instants); a change to the pages clears the cached reads and is published like an admin's.
      case 'schedules':
        return startSchedules(
          db,
          (reason) => {
            reads.clear();
            redirects.clear();
            publishing.publisher.contentChanged(reason);
          },
          overrides.clock,
        );
    }
  };
  const running: { stop: () => Promise<void> | void }[] = [];

  return {
    config,
    database,
    storage,
    deps,
    /** The Hono app of the /api contract. */
    api,
    /** What the front door hands on in turn; the front door's test looks at each. */
    lanes,
    /** The Node request listener every request comes through (http/front-door.ts). */
    frontDoor: createFrontDoor(lanes),
    /** The page views waiting to be stored; `flush()` stores them now. */
    pageViews,
    /** Today's id of a visitor, for whatever looks up where the visitor's day began (visit_source). */
    visitorIds,
    /** Publishes first where the pages are published builds (the site is built before the first request when there is none), then starts the jobs. */
    start: async () => {
      await publishing.start();
      for (const job of overrides.jobs) running.push(await startJob(job));
    },
    /** Stops the publishing and the jobs, letting a running build or backup ("Back up now" included) end, stores the waiting page views, and closes the database. */
    stop: async () => {
      // The page views still waiting are stored before the database closes, whatever the jobs were.
      await Promise.all([publishing.stop(), backups.stop(), pageViews.stop(), redirects.flush(), ...running.map((job) => job.stop())]);
      database.close();
    },
  };
};

export type Composition = Awaited<ReturnType<typeof compose>>;
