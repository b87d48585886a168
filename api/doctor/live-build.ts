import { stat } from 'node:fs/promises';
import { contentFingerprint, createSiteBuilds, PROJECT_ROOT, sourceFingerprint } from '../publishing/index.ts';
import { check, fail, ok, skipped, warn } from './check.ts';

/** A build takes about a minute; a newer folder left longer than this is not a build in progress. */
const RUNNING_BUILD_MS = 10 * 60_000;

/** The live build is current when it was made from today's content and today's code: its recorded fingerprints match. */
export const liveBuild = check('Live build', async (context) => {
  const { config } = context;
  const builds = createSiteBuilds(config.siteDir);
  const live = await builds.current();
  if (!live) return fail(`no live build in ${config.siteDir}: the server builds the site at its first start (journalctl -u nile-atelier shows why it did not)`);
  const database = await context.database().catch(() => null);
  if (!database) return skipped(`build ${live.info.id} is live; whether it is current needs the database, which did not open`);
  const [content, source] = await Promise.all([contentFingerprint(database.db), sourceFingerprint(PROJECT_ROOT, config.analytics.mode)]);
  const built = `build ${live.info.id} of ${live.info.builtAt}`;
  const stale = [content !== live.info.contentFingerprint ? 'the content' : null, source !== live.info.sourceFingerprint ? "the site's code" : null].filter(Boolean);
  if (stale.length === 0) return ok(`${built}, current`);
  // A build still running has a folder of its own, newer than the live one, written to in the last minutes.
  const [newest] = await builds.all();
  const changed = newest && newest > live.dir ? (await stat(newest).catch(() => null))?.mtimeMs : undefined;
  if (changed !== undefined && context.now().getTime() - changed < RUNNING_BUILD_MS)
    return warn(`${built} is older than ${stale.join(' and ')}; a new build is running: run the doctor again in a minute`);
  return fail(
    `${built} is older than ${stale.join(' and ')}: the last build failed or the server has not run since (the dashboard's Publishing card shows the error; sudo systemctl restart nile-atelier builds again)`,
  );
});
