import { existsSync } from 'node:fs';
import { cp, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import { writeRedirectsFile } from '../redirects/index.ts';
import { BUILD_INFO_FILE } from './build-folders.ts';
import { compressForServing, isPrecompressed } from './precompress.ts';
import type { LoadedBundle } from './site-bundles.ts';

/** Which facts each page was rendered from, and their hashes: the next publish renders only what they changed. Never served. */
const RENDER_FACTS_FILE = 'render-facts.json';

interface RenderFacts {
  bundle: string;
  pages: Record<string, { file: string; reads: string[] }>;
  facts: Record<string, string | null>;
}

/** Files a publish writes itself, besides the pages. */
const OWN_FILES = new Set([BUILD_INFO_FILE, RENDER_FACTS_FILE, '_redirects']);

/** The build's own records (its id, times, what each page was made from): the server's, not a visitor's. */
export const isPrivateFile = (file: string) => file === BUILD_INFO_FILE || file === RENDER_FACTS_FILE;

const readRenderFacts = async (dir: string): Promise<RenderFacts | null> => {
  try {
    return JSON.parse(await readFile(join(dir, RENDER_FACTS_FILE), 'utf8')) as RenderFacts;
  } catch {
    return null;
  }
};

const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));

export interface RenderSiteOptions {
  bundle: LoadedBundle;
  db: Database;
  /** The site's address, as the pages name themselves. */
  site: URL;
  /** The new build's folder, made here. */
  outDir: string;
  /** The live build to start from; null or a build of other code renders every page. */
  live: { dir: string } | null;
  signal?: AbortSignal;
  /** The office's drafts over the published texts (with the whole site only). */
  drafts?: boolean;
}

export interface RenderedSite {
  /** Files written or replaced, relative to the build folder (their precompressed forms included). */
  changed: string[];
  /** Files of the live build that this one no longer has. */
  removed: string[];
  pagesRendered: number;
}

/**
 * Writes the site into `outDir`: from the live build, only the pages whose facts changed are rendered
 * again and every other file is a hard link to the live one (build folders are never changed once
 * live); without one, the bundle's files and every page. The result is, file for file, what rendering
 * every page would write.
 */
export const renderSite = async ({ bundle, db, site, outDir, live, signal, drafts = false }: RenderSiteOptions): Promise<RenderedSite> => {
  const pass = bundle.site.newPass({ drafts });
  const paths = await bundle.site.sitePaths(pass);
  const before = live ? await readRenderFacts(live.dir) : null;
  const previous = before?.bundle === bundle.key ? before : null;

  const isStale = async (path: string) => {
    const page = previous?.pages[path];
    if (!page) return true;
    for (const name of page.reads) if ((await bundle.site.factHash(pass, name)) !== (previous?.facts[name] ?? null) || name === '*') return true;
    return false;
  };
  const onSite = new Set(paths);
  const stale: string[] = [];
  for (const path of paths) if (await isStale(path)) stale.push(path);
  const staleFiles = new Set(stale.map((path) => previous?.pages[path]?.file).filter((file) => file !== undefined));
  const goneFiles = new Set(
    previous
      ? Object.entries(previous.pages)
          .filter(([path]) => !onSite.has(path))
          .map(([, page]) => page.file)
      : [],
  );

  const written: string[] = [];
  const folders = new Set<string>();
  const folderFor = async (target: string) => {
    const folder = dirname(target);
    if (!folders.has(folder)) await mkdir(folder, { recursive: true });
    folders.add(folder);
  };
  const write = async (file: string, body: string | Buffer) => {
    const target = join(outDir, file);
    await folderFor(target);
    await writeFile(target, body);
    written.push(file);
    if (isPrecompressed(file, Buffer.byteLength(body))) {
      const forms = await compressForServing(Buffer.from(body));
      await writeFile(`${target}.br`, forms.brotli);
      await writeFile(`${target}.gz`, forms.gzip);
      written.push(`${file}.br`, `${file}.gz`);
    }
  };
  const linkFromLive = async (file: string) => {
    if (!live) return;
    await folderFor(join(outDir, file));
    await link(join(live.dir, file), join(outDir, file));
  };

  // Every file of the live build but the pages rendered again or gone, and the publish's own files, carries over.
  await mkdir(outDir, { recursive: true });
  const liveFiles = live ? await filesIn(live.dir) : [];
  if (previous && live) {
    for (const file of liveFiles) {
      const page = file.replace(/\.(br|gz)$/, '');
      if (!OWN_FILES.has(file) && !staleFiles.has(page) && !goneFiles.has(page)) await linkFromLive(file);
    }
  } else {
    await cp(bundle.clientDir, outDir, { recursive: true });
    for (const file of await filesIn(outDir)) {
      const content = await readFile(join(outDir, file));
      if (isPrecompressed(file, content.length)) await write(file, content);
    }
  }

  const unchangedSince = async (file: string, body: string) => live !== null && (await readFile(join(live.dir, file), 'utf8').catch(() => null)) === body;
  const changed: string[] = [];
  const pages: RenderFacts['pages'] = {};
  const renderedReads = new Map<string, RenderFacts['pages'][string]>();
  for (const path of stale) {
    signal?.throwIfAborted();
    const page = await bundle.site.renderFile(pass, site, path);
    renderedReads.set(path, { file: page.file, reads: page.reads });
    if (previous && (await unchangedSince(page.file, page.body))) {
      // The same bytes as the live file: linked, so its validators and any copy elsewhere stay as they are.
      for (const form of [page.file, `${page.file}.br`, `${page.file}.gz`]) if (live && existsSync(join(live.dir, form))) await linkFromLive(form);
    } else {
      const from = written.length;
      await write(page.file, page.body);
      if (page.runtime && !existsSync(join(outDir, '_astro', page.runtime.file))) await write(`_astro/${page.runtime.file}`, page.runtime.code);
      changed.push(...written.slice(from));
    }
    // Visitors are answered between two pages.
    await nextTurn();
  }
  for (const path of paths) pages[path] = renderedReads.get(path) ?? (previous?.pages[path] as RenderFacts['pages'][string]);
  const facts: RenderFacts['facts'] = {};
  for (const name of new Set(Object.values(pages).flatMap((page) => page.reads))) facts[name] = await bundle.site.factHash(pass, name);

  // A CDN serving this folder answers the old addresses too.
  await writeRedirectsFile(db, outDir);
  if (!(await unchangedSince('_redirects', await readFile(join(outDir, '_redirects'), 'utf8')))) changed.push('_redirects');
  await writeFile(join(outDir, RENDER_FACTS_FILE), JSON.stringify({ bundle: bundle.key, pages, facts } satisfies RenderFacts));

  const removed = liveFiles.filter((file) => !OWN_FILES.has(file) && !existsSync(join(outDir, file)));
  return {
    changed: previous ? changed : await filesIn(outDir).then((all) => all.filter((file) => !OWN_FILES.has(file) || file === '_redirects')),
    removed,
    pagesRendered: stale.length,
  };
};
