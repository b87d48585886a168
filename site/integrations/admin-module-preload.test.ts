import { describe, expect, it } from 'vitest';
import { preloadAdminModules } from './admin-module-preload.ts';

const page = (script: string) => `<!doctype html><html><head><link rel="stylesheet" href="/_astro/admin.css"></head><body><div id="admin-app"></div>${script}</body></html>`;

describe('the admin page preloads its chunks', () => {
  it('lists the script, then its static imports and the chunks its import() calls ask for, once each, in the head', () => {
    const entry =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/app.A.js","_astro/react.B.js","_astro/app.A.js"])))=>i.map(i=>d[i]);\nimport{E as e}from"./core.C.js";e(()=>import(`./app.A.js`),__vite__mapDeps([0,1]))';
    const html = preloadAdminModules(page('<script type="module" src="/_astro/entry.E.js"></script>'), entry);
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href)).toEqual([
      '/_astro/entry.E.js',
      '/_astro/core.C.js',
      '/_astro/app.A.js',
      '/_astro/react.B.js',
    ]);
  });

  it('leaves a page without a module script alone', () => {
    const html = page('');
    expect(preloadAdminModules(html, '')).toBe(html);
  });
});
