import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const MODULE_SCRIPT = /<script type="module" src="([^"]+\/)([^"/]+\.js)"><\/script>/;
/** The chunks the bundler lists for a script's `import()` calls (Vite's `__vite__mapDeps`), and its static imports. */
const MAPPED_DEPS = /m\.f=\[([^\]]*)\]/;
const STATIC_IMPORT = /(?:^|[;\n])\s*import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

/**
 * The admin's page with a `<link rel="modulepreload">` in its head for its script and every chunk it imports and asks for:
 * the browser fetches the app while it reads the page, rather than after the script has arrived and run (decision
 * 215). `entry` is the script's code. The page is answered unchanged when it has no module script.
 */
export const preloadAdminModules = (html: string, entry: string): string => {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [, base = '/_astro/', file] = script;
  const mapped = (MAPPED_DEPS.exec(entry)?.[1] ?? '')
    .split(',')
    .map((item) => item.trim().replace(/^["'`]|["'`]$/g, ''))
    .filter(Boolean)
    .map((path) => path.slice(path.lastIndexOf('/') + 1));
  const statics = [...entry.matchAll(STATIC_IMPORT)].map(([, name]) => name ?? '');
  const chunks = [...new Set([...statics, ...mapped])].filter((name) => name && name !== file && !html.includes(`href="${base}${name}"`));
  if (chunks.length === 0) return html;
  // The script itself first: it starts the chunk of the screen the page opens on, and a browser fetching over six
  // connections would otherwise get to it after every chunk listed here.
  const links = [file, ...chunks].map((name) => `<link rel="modulepreload" href="${base}${name}">`).join('');
  const headEnd = html.indexOf('</head>');
  return headEnd === -1 ? html : html.slice(0, headEnd) + links + html.slice(headEnd);
};

/** Writes the admin's page (`admin.html`) with its chunks preloaded, after the build. */
export const adminModulePreload = (): AstroIntegration => ({
  name: 'nile-atelier:admin-module-preload',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const out = fileURLToPath(dir);
      const page = join(out, 'admin.html');
      const html = await readFile(page, 'utf8').catch(() => undefined);
      const src = html && MODULE_SCRIPT.exec(html)?.[2];
      if (!html || !src) return;
      const entry = await readFile(join(out, '_astro', src), 'utf8').catch(() => undefined);
      if (entry === undefined) return;
      const preloaded = preloadAdminModules(html, entry);
      if (preloaded !== html) await writeFile(page, preloaded);
    },
  },
});
