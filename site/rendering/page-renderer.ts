import type { AstroIntegration } from 'astro';

/**
 * The public pages are rendered one by one by the publisher (api/publishing/), in process, from a
 * server bundle built once per version of the code: this adapter makes Astro build that bundle
 * (`server/entry.mjs`, exporting `render-entry.ts`) beside the client files. The admin's shell has no
 * content from the database and stays a file built with the code.
 */
export const pageRenderer = (): AstroIntegration => ({
  name: 'nile-atelier:page-renderer',
  hooks: {
    'astro:config:done': ({ setAdapter }) =>
      setAdapter({
        name: 'nile-atelier:page-renderer',
        entrypointResolution: 'auto',
        serverEntrypoint: new URL('./render-entry.ts', import.meta.url),
        adapterFeatures: { buildOutput: 'server' },
        supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable', sharpImageService: 'stable' },
      }),
    'astro:route:setup': ({ route }) => {
      if (!route.component.startsWith('site/pages/admin')) route.prerender = false;
    },
  },
});
