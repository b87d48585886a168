import { describe, expect, it } from 'vitest';
import { moveIslandRuntimeToHead } from './island-runtime-in-head.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const SHEET = '<link rel="stylesheet" href="/_astro/site.css">';

describe('island runtime in head', () => {
  it('moves the island rule and the runtime scripts ahead of the stylesheet, in their order', () => {
    const page = `<html><head><title>x</title>${SHEET}</head><body><nav></nav>${STYLE}<script>directive()</script><script>runtime()</script><astro-island></astro-island><script>idle()</script><astro-island></astro-island></body></html>`;
    expect(moveIslandRuntimeToHead(page)).toBe(
      `<html><head><title>x</title>${STYLE}<script>directive()</script><script>runtime()</script><script>idle()</script>${SHEET}</head><body><nav></nav><astro-island></astro-island><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves module scripts and JSON-LD where they are', () => {
    const page = `<html><head>${SHEET}</head><body><script type="module">a()</script><script type="application/ld+json">{}</script><astro-island></astro-island></body></html>`;
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
