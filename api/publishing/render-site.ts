import { existsSync } from 'node:fs';
import { cp, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RenderedFile } from '../../shared/site-bundle.ts';
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
  const rendered = new Map<string, RenderedFile>();
  for (const path of paths) {
    signal?.throwIfAborted();
    if (!(await isStale(path))) continue;
    rendered.set(path, await bundle.site.renderFile(pass, site, path));
    // Visitors are answered between two pages.
    await nextTurn();
  }

  const pages: RenderFacts['pages'] = {};
  for (const path of paths) {
    const fresh = rendered.get(path);
    pages[path] = fresh ? { file: fresh.file, reads: fresh.reads } : (previous?.pages[path] as RenderFacts['pages'][string]);
  }
  const facts: RenderFacts['facts'] = {};
  for (const name of new Set(Object.values(pages).flatMap((page) => page.reads))) facts[name] = await bundle.site.factHash(pass, name);

  // Everything a page no longer on the site, or rendered again, is not carried over.
  const renderedFiles = new Set([...rendered.values()].map((page) => page.file));
  const goneFiles = new Set(
    previous
      ? Object.entries(previous.pages)
          .filter(([path]) => !(path in pages))
          .map(([, page]) => page.file)
      : [],
  );
  const written: string[] = [];
  const write = async (file: string, body: string | Buffer) => {
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, body);
    written.push(file);
    if (isPrecompressed(file, Buffer.byteLength(body))) {
      const forms = await compressForServing(Buffer.from(body));
      await writeFile(`${target}.br`, forms.brotli);
      await writeFile(`${target}.gz`, forms.gzip);
      written.push(`${file}.br`, `${file}.gz`);
    }
  };
  const carriedOver = (file: string) => {
    const base = file.replace(/\.(br|gz)$/, '');
    return !OWN_FILES.has(file) && !renderedFiles.has(base) && !goneFiles.has(base);
  };

  await mkdir(outDir, { recursive: true });
  if (previous && live) {
    for (const file of await filesIn(live.dir)) {
      if (!carriedOver(file)) continue;
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await link(join(live.dir, file), join(outDir, file));
    }
  } else {
    await cp(bundle.clientDir, outDir, { recursive: true });
    for (const file of await filesIn(outDir))
      if (isPrecompressed(file, Buffer.byteLength(await readFile(join(outDir, file))))) await write(file, await readFile(join(outDir, file)));
  }

  const changed: string[] = [];
  const unchangedSince = async (file: string, body: string) => live !== null && (await readFile(join(live.dir, file), 'utf8').catch(() => null)) === body;
  for (const page of rendered.values()) {
    if (previous && live && (await unchangedSince(page.file, page.body))) {
      // The same bytes as the live file: linked, so its validators and any copy elsewhere stay as they are.
      await mkdir(dirname(join(outDir, page.file)), { recursive: true });
      for (const form of [page.file, `${page.file}.br`, `${page.file}.gz`]) if (existsSync(join(live.dir, form))) await link(join(live.dir, form), join(outDir, form));
      continue;
    }
    const from = written.length;
    await write(page.file, page.body);
    changed.push(...written.slice(from));
    if (page.runtime && !existsSync(join(outDir, '_astro', page.runtime.file))) {
      const at = written.length;
      await write(`_astro/${page.runtime.file}`, page.runtime.code);
      changed.push(...written.slice(at));
    }
  }
  // A CDN serving this folder answers the old addresses too.
  await writeRedirectsFile(db, outDir);
  if (!(await unchangedSince('_redirects', await readFile(join(outDir, '_redirects'), 'utf8')))) changed.push('_redirects');
  await writeFile(join(outDir, RENDER_FACTS_FILE), JSON.stringify({ bundle: bundle.key, pages, facts } satisfies RenderFacts));

  const removed = live ? (await filesIn(live.dir)).filter((file) => !OWN_FILES.has(file) && !existsSync(join(outDir, file))) : [];
  return {
    changed: previous ? changed : await filesIn(outDir).then((all) => all.filter((file) => !OWN_FILES.has(file) || file === '_redirects')),
    removed,
    pagesRendered: rendered.size,
  };
};
