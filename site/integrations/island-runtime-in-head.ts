import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadIslandRuntimeOnIntent } from '../lib/island-runtime-on-intent.ts';

/** Astro writes this rule (hashed in the page's CSP) just before the first island, wherever that is. */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
/**
 * Astro's island runtime and hydration directives, written before the first island that needs each:
 * the only inline scripts without attributes on these pages (ours are modules, JSON-LD has a type).
 */
const INLINE_CLASSIC_SCRIPT = /<script>[\s\S]*?<\/script>/g;

/**
 * Moves what Astro writes in the body for its islands into the head, ahead of the stylesheet:
 * - the island rule: a <style> in a <div> is invalid HTML (html-validate);
 * - the island runtime and directives: a classic script after a stylesheet that is still loading
 *   stops the parser until it arrives, so the browser painted the header alone first and the hero
 *   (the LCP element) a frame or more later; in the head, before the stylesheet, they run at once
 *   (decision 080).
 * Their CSP hashes do not depend on where they sit, and the island element upgrades islands parsed later.
 */
export const moveIslandRuntimeToHead = (html: string): string => {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  let body = html.slice(headEnd);
  const scripts = [...body.matchAll(INLINE_CLASSIC_SCRIPT)].map(([script]) => script);
  const style = body.includes(ISLAND_STYLE) ? [ISLAND_STYLE] : [];
  if (scripts.length === 0 && style.length === 0) return html;
  for (const moved of [...style, ...scripts]) body = body.replace(moved, '');
  const head = html.slice(0, headEnd);
  const stylesheet = head.indexOf('<link rel="stylesheet"');
  const at = stylesheet === -1 ? head.length : stylesheet;
  return head.slice(0, at) + style.join('') + scripts.join('') + head.slice(at) + body;
};

const ISLAND = /<astro-island\b[^>]*>/g;
const OPTS = /\sopts="([^"]*)"/;
const CLIENT = /\sclient="([^"]*)"/;

/** Whether every island on the page waits for the visitor: `client:interaction`, not its "idle" form. */
export const islandsWaitForIntent = (html: string): boolean => {
  const islands = [...html.matchAll(ISLAND)].map(([tag]) => tag);
  return (
    islands.length > 0 &&
    islands.every((tag) => {
      if (CLIENT.exec(tag)?.[1] !== 'interaction') return false;
      const opts = OPTS.exec(tag)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
      return opts !== undefined && (JSON.parse(opts) as { value?: unknown }).value === true;
    })
  );
};

/** A function's source as a small inline script: no indentation, comment lines or runs of spaces (none of its strings holds two). */
const compact = (source: string) =>
  source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n')
    .replaceAll('/* @__PURE__ */ ', '')
    .replace(/ {2,}/g, ' ');

const sha256 = (text: string, encoding: 'base64' | 'base64url' = 'base64') => createHash('sha256').update(text).digest(encoding);

/** The runtime's file name: its content's hash, like Astro's own assets, so it can be cached for good. */
const runtimeFile = (runtime: string) => `island-runtime.${sha256(runtime, 'base64url').slice(0, 10)}.js`;

/**
 * On a page whose islands all wait for the visitor (after `moveIslandRuntimeToHead`), replaces the
 * island runtime and directive scripts in the head with a small one that loads them from
 * `assetsDir` + their file on the first intent, and swaps their hashes in the page's
 * CSP for its own. Answers the page, the runtime's code and its file name, or nothing when the page
 * keeps its scripts.
 */
export const islandRuntimeOnIntent = (html: string, assetsDir: string): { html: string; runtime: string; file: string } | undefined => {
  if (!islandsWaitForIntent(html)) return undefined;
  const headEnd = html.indexOf('</head>');
  const scripts = [...html.slice(0, headEnd).matchAll(INLINE_CLASSIC_SCRIPT)].map(([script]) => script);
  if (scripts.length === 0) return undefined;
  const codes = scripts.map((script) => script.slice('<script>'.length, -'</script>'.length));
  const runtime = `${codes.join(';\n')};\n`;
  const file = runtimeFile(runtime);
  const bootstrap = `(${compact(loadIslandRuntimeOnIntent.toString())})(${JSON.stringify(`${assetsDir}${file}`)})`;
  // A function as replacement: the script's own `$` must not be read as a replacement pattern.
  let page = html.replace(scripts[0] ?? '', () => `<script>${bootstrap}</script>`);
  for (const script of scripts.slice(1)) page = page.replace(script, '');
  for (const code of codes) page = page.replace(` 'sha256-${sha256(code)}'`, '');
  page = page.replace("script-src 'self'", `script-src 'self' 'sha256-${sha256(bootstrap)}'`);
  return { html: page, runtime, file };
};

const htmlFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

export const islandRuntimeInHead = (): AstroIntegration => {
  return {
    name: 'nile-atelier:island-runtime-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const runtimes = new Map<string, string>();
        for (const file of await htmlFiles(out)) {
          const html = await readFile(file, 'utf8');
          const moved = moveIslandRuntimeToHead(html);
          const deferred = islandRuntimeOnIntent(moved, '/_astro/');
          if (deferred) runtimes.set(deferred.file, deferred.runtime);
          const page = deferred?.html ?? moved;
          if (page !== html) await writeFile(file, page);
        }
        for (const [name, runtime] of runtimes) await writeFile(join(out, '_astro', name), runtime);
      },
    },
  };
};
