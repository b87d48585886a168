import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createBackupService } from './backups/backup-service.ts';
import { loadConfig } from './config.ts';
import { contentFingerprint, sourceFingerprint } from './publishing/fingerprints.ts';
import { createPublisher } from './publishing/publisher.ts';
import { runDeployHook, runSiteBuild } from './publishing/run-build.ts';
import { createSiteBuilds } from './publishing/site-builds.ts';
import { prepareRuntime } from './runtime.ts';
import { createServerApp } from './server-app.ts';
import { createStaticSite } from './site-serving/static-site.ts';

const config = loadConfig();
const { database, storage, limits, projectExists } = await prepareRuntime(config);

const builds = createSiteBuilds(config.siteDir);
const site = createStaticSite({ builds, projectExists });
const buildEnv = {
  ...process.env,
  DATABASE_URL: config.database.url,
  UPLOADS_DIR: config.uploadsDir,
  SITE_DIR: config.siteDir,
  SITE_URL: config.siteUrl,
};
const publisher = createPublisher({
  builds,
  debounceMs: config.publishDebounceMs,
  runBuild: runSiteBuild(buildEnv),
  deploy: config.publishHook ? runDeployHook(config.publishHook, buildEnv) : undefined,
  onPublished: site.refresh,
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
  const root = fileURLToPath(new URL('..', import.meta.url));
  const [content, source] = await Promise.all([contentFingerprint(database.db), sourceFingerprint(root)]);
  if (content !== live.info.contentFingerprint) publisher.schedule('content changed since the last build');
  else if (source !== live.info.sourceFingerprint) publisher.schedule('site code changed since the last build');
}
await site.refresh();

// Backups: daily by default (BACKUP_INTERVAL_HOURS, 0 = off); the dashboard's "Back up now" shares this service.
const backups = createBackupService({ db: database.db, config, storage });
await backups.start();

const app = createServerApp({ deps: { db: database.db, config, storage, limits, content: publisher, backups }, site });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Nile Atelier is live on ${config.siteUrl} (listening on ${info.address}:${info.port})`);
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal} received, finishing open requests…`);
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  server.close(async () => {
    await publisher.stop();
    await backups.stop();
    database.close();
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
