import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Astro writes this rule (hashed in the page's CSP) just before the first island, wherever that is. */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
/**
 * Astro's island runtime and hydration directives, written before the first island that needs each:
 * the only inline scripts without attributes on these pages (ours are modules, JSON-LD has a type).
 */
const INLINE_CLASSIC_SCRIPT = /<script>[\s\S]*?<\/script>/g;

/**
 * Moves what Astro writes in the body for its islands into the head, ahead of the stylesheet:
 * - the island rule: a <style> in a <div> is invalid HTML (html-validate, decision 082);
 * - the island runtime and directives: a classic script after a stylesheet that is still loading
 *   stops the parser until it arrives, so the browser painted the header alone first and the hero
 *   (the LCP element) a frame or more later; in the head, before the stylesheet, they run at once
 *   (decision 123).
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

const htmlFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

export const islandRuntimeInHead = (): AstroIntegration => ({
  name: 'nile-atelier:island-runtime-in-head',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for (const file of await htmlFiles(fileURLToPath(dir))) {
        const html = await readFile(file, 'utf8');
        const moved = moveIslandRuntimeToHead(html);
        if (moved !== html) await writeFile(file, moved);
      }
    },
  },
});
