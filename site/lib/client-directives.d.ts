import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, touch, key or focus inside the island; with "idle", also when the
     * browser is idle. Early clicks and submits are replayed (site/lib/hydrate-on-interaction.ts).
     */
    'client:interaction'?: boolean | 'idle';
  }
}
