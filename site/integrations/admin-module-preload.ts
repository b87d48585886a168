import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const MODULE_SCRIPT = /<script type="module" src="([^"]+\/)([^"/]+\.js)"><\/script>/;
/** The chunks the bundler lists for a script's `import()` calls (Vite's `__vite__mapDeps`), and its static imports. */
const MAPPED_DEPS = /m\.f=\[([^\]]*)\]/;
const STATIC_IMPORT = /(?:^|[;\n])\s*import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
/** A screen of `screens` in app/screen-loaders.ts as the bundler writes it: `name: loader(() => preload(() => import("./Chunk.js"), __vite__mapDeps([…])))`. */
const SCREEN_IMPORT =
  /["']?([A-Za-z_$][\w$]*)["']?\s*:\s*[\w$]+\(\s*\(\)\s*=>\s*[\w$]+\(\s*\(\)\s*=>\s*import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)\s*,\s*__vite__mapDeps\(\[([\d,\s]*)\]\)/g;

/** The file names a chunk's `import()` calls may ask for, in the order of `__vite__mapDeps`. */
const mappedDeps = (code: string) =>
  (MAPPED_DEPS.exec(code)?.[1] ?? '')
    .split(',')
    .map((item) => item.trim().replace(/^["'`]|["'`]$/g, ''))
    .filter(Boolean)
    .map((path) => path.slice(path.lastIndexOf('/') + 1));

/** Each screen's chunk with the chunks it imports, by the screen's name, from the code of the screen loaders' chunk. */
export const screenChunks = (loaders: string): Record<string, string[]> => {
  const listed = mappedDeps(loaders);
  return Object.fromEntries(
    [...loaders.matchAll(SCREEN_IMPORT)].map(([, name = '', file = '', indices = '']) => [
      name,
      [...new Set([file, ...indices.split(',').flatMap((index) => listed[Number(index)] ?? [])])],
    ]),
  );
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * The admin's page with a `<link rel="modulepreload">` in its head for its script and every chunk it imports and asks for:
 * the browser fetches the app while it reads the page, rather than after the script has arrived and run (decision
 * 215). `entry` is the script's code; `loaders` the screen loaders' chunk. On the sign-in page (`staticOnly`) only what
 * the script imports before it runs: the chunks it asks for later (the form's rules, the app) stay for later. The page
 * is answered unchanged when it has no module script.
 */
export const preloadAdminModules = (html: string, entry: string, { loaders = '', staticOnly = false }: { loaders?: string; staticOnly?: boolean } = {}): string => {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [, base = '/_astro/', file] = script;
  const statics = [...entry.matchAll(STATIC_IMPORT)].map(([, name]) => name ?? '');
  const chunks = [...new Set([...statics, ...(staticOnly ? [] : mappedDeps(entry))])].filter((name) => name && name !== file && !html.includes(`href="${base}${name}"`));
  if (chunks.length === 0) return html;
  // The script itself first: it starts the chunk of the screen the page opens on, and a browser fetching over six
  // connections would otherwise get to it after every chunk listed here.
  const links = [file, ...chunks].map((name) => `<link rel="modulepreload" href="${base}${name}">`).join('');
  // Then the chunks of the screen the page opens on (window.adminScreen, set by the page's first script), which
  // the app would otherwise ask for only once it has arrived and run.
  const preloaded = new Set([file, ...chunks]);
  const byScreen = Object.fromEntries(
    Object.entries(screenChunks(loaders)).map(([name, files]) => [name, files.filter((name) => !preloaded.has(name)).map((name) => base + name)]),
  );
  const screenScript =
    Object.keys(byScreen).length === 0
      ? ''
      : `(function(){var f=${JSON.stringify(byScreen)}[window.adminScreen];if(f)f.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)})})();`;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const page = html.slice(0, headEnd) + links + (screenScript && `<script>${screenScript}</script>`) + html.slice(headEnd);
  return screenScript ? page.replace("script-src 'self'", `script-src 'self' 'sha256-${sha256(screenScript)}'`) : page;
};

/** Writes the admin's page (`admin.html`) and its sign-in page (`admin-sign-in.html`) with their chunks preloaded, after the build. */
export const adminModulePreload = (): AstroIntegration => ({
  name: 'nile-atelier:admin-module-preload',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const out = fileURLToPath(dir);
      const read = (path: string) => readFile(join(out, path), 'utf8').catch(() => undefined);
      for (const [name, staticOnly] of [
        ['admin.html', false],
        ['admin-sign-in.html', true],
      ] as const) {
        const html = await read(name);
        const src = html && MODULE_SCRIPT.exec(html)?.[2];
        const entry = src && (await read(join('_astro', src)));
        if (!html || entry === undefined || entry === '') continue;
        const loadersFile = staticOnly ? undefined : mappedDeps(entry).find((chunk) => chunk.startsWith('screen-loaders.'));
        const loaders = (loadersFile && (await read(join('_astro', loadersFile)))) || '';
        const preloaded = preloadAdminModules(html, entry, { loaders, staticOnly });
        if (preloaded !== html) await writeFile(join(out, name), preloaded);
      }
    },
  },
});
