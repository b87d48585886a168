import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { islandRuntimeOnIntent, islandsWaitForIntent, moveIslandRuntimeToHead } from './island-runtime-in-head.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const SHEET = '<link rel="stylesheet" href="/_astro/site.css">';

describe('island runtime in head', () => {
  it('moves the island rule and the runtime scripts ahead of the stylesheet, in their order', () => {
    const page = `<html><head><title>x</title>${SHEET}</head><body><nav></nav>${STYLE}<script>directive()</script><script>runtime()</script><astro-island></astro-island><script>idle()</script><astro-island></astro-island></body></html>`;
    expect(moveIslandRuntimeToHead(page)).toBe(
      `<html><head><title>x</title>${STYLE}<script>directive()</script><script>runtime()</script><script>idle()</script>${SHEET}</head><body><nav></nav><astro-island></astro-island><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves module scripts, JSON-LD and the visit keeper where they are', () => {
    const page = `<html><head>${SHEET}<script data-visit-keeper>keep()</script></head><body><script type="module">a()</script><script type="application/ld+json">{}</script><astro-island></astro-island></body></html>`;
    expect(moveIslandRuntimeToHead(page)).toBe(page);
  });

  it('puts them at the end of a head without a stylesheet', () => {
    const page = `<html><head><title>x</title></head><body>${STYLE}<script>r()</script><astro-island></astro-island></body></html>`;
    expect(moveIslandRuntimeToHead(page)).toBe(`<html><head><title>x</title>${STYLE}<script>r()</script></head><body><astro-island></astro-island></body></html>`);
  });

  it('leaves a page without islands, or already moved, as it is', () => {
    const plain = '<html><head></head><body><p>hello</p></body></html>';
    const done = `<html><head>${STYLE}<script>r()</script>${SHEET}</head><body><astro-island></astro-island></body></html>`;
    expect(moveIslandRuntimeToHead(plain)).toBe(plain);
    expect(moveIslandRuntimeToHead(done)).toBe(done);
  });
});

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const island = (client: string, value: string) =>
  `<astro-island uid="a" component-url="/_astro/Form.js" client="${client}" opts="{&quot;name&quot;:&quot;Form&quot;,&quot;value&quot;:${value}}"></astro-island>`;
const WAITS = island('interaction', 'true');
const page = (islands: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${hash('directive()')} ${hash('runtime()')} ${hash('mine()')}; style-src 'self'">${STYLE}<script>directive()</script><script>runtime()</script>${SHEET}</head><body>${islands}<script type="module">mine()</script></body></html>`;

describe('island runtime on intent', () => {
  it('applies only to pages whose islands all wait for the visitor', () => {
    expect(islandsWaitForIntent(page(WAITS + WAITS))).toBe(true);
    expect(islandsWaitForIntent(page(WAITS + island('interaction', '&quot;idle&quot;')))).toBe(false);
    expect(islandsWaitForIntent(page(WAITS + island('load', 'true')))).toBe(false);
    expect(islandsWaitForIntent('<html><head></head><body><p>no islands</p></body></html>')).toBe(false);
    expect(islandRuntimeOnIntent(page(island('only', '&quot;react&quot;')), '/_astro/')).toBeUndefined();
  });

  it('replaces the runtime scripts with one that loads them, and gives the policy its hash instead of theirs', () => {
    const done = islandRuntimeOnIntent(page(WAITS), '/_astro/');
    expect(done?.runtime).toBe('directive();\nruntime();\n');
    expect(done?.file).toMatch(/^island-runtime\.[\w-]{10}\.js$/);
    const html = done?.html ?? '';
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code ?? '');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(`"/_astro/${done?.file}"`);
    expect(html).toContain(`script-src 'self' ${hash(scripts[0] ?? '')} ${hash('mine()')};`);
    expect(html).not.toContain(hash('directive()'));
    expect(html).not.toContain(hash('runtime()'));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf(SHEET));
    expect(html).toContain(`<body>${WAITS}<script type="module">mine()</script>`);
  });

  it('writes a loader that runs in a page with nothing but its argument', () => {
    const html = islandRuntimeOnIntent(page(WAITS), '/_astro/')?.html ?? '';
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(() => new Function('document', 'Element', 'HTMLFormElement', 'Event', 'setTimeout', loader)(document, Element, HTMLFormElement, Event, setTimeout)).not.toThrow();
  });
});
