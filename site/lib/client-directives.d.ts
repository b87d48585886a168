import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, key or focus inside the island (site/lib/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}
