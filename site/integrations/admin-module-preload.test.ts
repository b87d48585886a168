import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadAdminModules, screenChunks } from './admin-module-preload.ts';

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

  it('preloads the chunks of the screen the page opens on, except those preloaded already, and gives the policy its script', () => {
    const entry =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/loaders.L.js","_astro/react.B.js"])))=>i.map(i=>d[i]);e(()=>import(`./loaders.L.js`),__vite__mapDeps([0,1]))';
    const loaders =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/ProjectsPage.P.js","_astro/react.B.js","_astro/zod.Z.js","_astro/MediaPage.M.js"])))=>i.map(i=>d[i]);\nvar i={projects:r(()=>t(()=>import(`./ProjectsPage.P.js`),__vite__mapDeps([0,1,2]))),"media":r(()=>t(()=>import("./MediaPage.M.js"),__vite__mapDeps([3])))}';
    expect(screenChunks(loaders)).toEqual({ projects: ['ProjectsPage.P.js', 'react.B.js', 'zod.Z.js'], media: ['MediaPage.M.js'] });

    const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-first'">`;
    const html = preloadAdminModules(page('<script type="module" src="/_astro/entry.E.js"></script>').replace('<head>', `<head>${policy}`), entry, { loaders });
    const script = /<script>([^<]+)<\/script><\/head>/.exec(html)?.[1] ?? '';
    expect(html).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(script).digest('base64')}' 'sha256-first'`);
    const asked = (screen: string | undefined) => {
      const links: string[] = [];
      const document = { createElement: () => ({}), head: { appendChild: (link: { href: string }) => links.push(link.href) } };
      runInNewContext(script, { window: { adminScreen: screen }, document });
      return links;
    };
    expect(asked('projects')).toEqual(['/_astro/ProjectsPage.P.js', '/_astro/zod.Z.js']);
    expect(asked('media')).toEqual(['/_astro/MediaPage.M.js']);
    expect(asked(undefined)).toEqual([]);
  });

  it('preloads only what the sign-in page’s script imports before it runs', () => {
    const entry =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/rules.R.js"])))=>i.map(i=>d[i]);\nimport{E as e}from"./core.C.js";e(()=>import(`./rules.R.js`),__vite__mapDeps([0]))';
    const html = preloadAdminModules(page('<script type="module" src="/_astro/sign-in.S.js"></script>'), entry, { staticOnly: true });
    expect([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href)).toEqual(['/_astro/sign-in.S.js', '/_astro/core.C.js']);
  });
});
