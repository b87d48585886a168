import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Astro writes this rule (hashed in the page's CSP) just before the first island, wherever that is. */
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * A <style> belongs in <head>; in a <div> it is invalid HTML (html-validate, decision 082). Moves the
 * island rule there; its CSP hash does not depend on where it sits.
 */
export const moveIslandStyleToHead = (html: string): string => {
  const at = html.indexOf(ISLAND_STYLE);
  const headEnd = html.indexOf('</head>');
  if (at === -1 || headEnd === -1 || at < headEnd) return html;
  const withoutStyle = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return withoutStyle.slice(0, headEnd) + ISLAND_STYLE + withoutStyle.slice(headEnd);
};

const htmlFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

export const islandStylesInHead = (): AstroIntegration => ({
  name: 'nile-atelier:island-styles-in-head',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for (const file of await htmlFiles(fileURLToPath(dir))) {
        const html = await readFile(file, 'utf8');
        const moved = moveIslandStyleToHead(html);
        if (moved !== html) await writeFile(file, moved);
      }
    },
  },
});
