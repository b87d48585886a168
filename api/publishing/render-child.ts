/**
 * The pages' renderer: a long-lived child process of the server (started by render-process.ts) that loads
 * the site's bundle and renders pages from its own connection to the database, so the server keeps
 * answering visitors while a publish renders, and a large one cannot take the server's memory.
 */
import { provideBuildDatabase } from '../../db/build-database.ts';
import { openDatabase } from '../../db/client.ts';
import { renderSite } from './render-site.ts';
import type { RenderRequest } from './render-process.ts';
import { loadBundle } from './site-bundles.ts';

const handle = await openDatabase({ url: process.env.DATABASE_URL, authToken: process.env.DATABASE_AUTH_TOKEN });
provideBuildDatabase(handle.db);

const answer = async (request: RenderRequest) => {
  const bundle = await loadBundle(request.bundle);
  const site = new URL(request.site);
  if (request.kind === 'draft') {
    const pass = bundle.site.newPass({ drafts: true });
    if (!(await bundle.site.sitePaths(pass)).includes(request.path)) return null;
    return bundle.site.renderFile(pass, site, request.path);
  }
  return renderSite({ bundle, db: handle.db, site, outDir: request.outDir, live: request.liveDir ? { dir: request.liveDir } : null, drafts: request.drafts });
};

process.on('message', (message: { id: number; request: RenderRequest }) => {
  answer(message.request).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
process.on('disconnect', () => {
  handle.close();
  process.exit(0);
});
process.send?.({ ready: true });
