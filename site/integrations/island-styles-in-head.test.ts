import { describe, expect, it } from 'vitest';
import { moveIslandStyleToHead } from './island-styles-in-head.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('island styles in head', () => {
  it('moves the island rule from the body to the end of the head', () => {
    const page = `<html><head><title>x</title></head><body><nav></nav>${STYLE}<script>1</script><astro-island></astro-island></body></html>`;
    expect(moveIslandStyleToHead(page)).toBe(`<html><head><title>x</title>${STYLE}</head><body><nav></nav><script>1</script><astro-island></astro-island></body></html>`);
  });

  it('leaves a page without islands, or with the rule already in the head, as it is', () => {
    const plain = '<html><head></head><body><p>hello</p></body></html>';
    const done = `<html><head>${STYLE}</head><body></body></html>`;
    expect(moveIslandStyleToHead(plain)).toBe(plain);
    expect(moveIslandStyleToHead(done)).toBe(done);
  });
});
