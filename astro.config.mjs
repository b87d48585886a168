// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { devApi } from './tools/dev-api.ts';
import { islandRuntimeInHead } from './site/integrations/island-runtime-in-head.ts';
import { pageRenderer } from './site/rendering/page-renderer.ts';

/** `client:interaction`: hydrate an island on first use. */
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'nile-atelier:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './site/lib/hydrate-on-interaction.ts' });
    },
  },
};

/** Images in an S3-compatible bucket are read from its public address. */
const uploadsOrigin = process.env.UPLOADS_S3_BUCKET && process.env.UPLOADS_PUBLIC_URL ? new URL(process.env.UPLOADS_PUBLIC_URL).origin : '';

/**
 * The admin's shell is pre-rendered; the public pages are rendered into plain files by the publisher
 * (api/publishing/, decision 212) with the bundle this config builds; the Node server serves them with the /api.
 */
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  trailingSlash: 'ignore',
  // English keeps the original paths; Arabic lives under /ar. No redirects either way (decision 090).
  i18n: { locales: ['en', 'ar'], defaultLocale: 'en', routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false } },
  build: { format: 'file', inlineStylesheets: 'auto' },
  // No code blocks on this site; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  integrations: [react(), devApi(), interactionDirective, islandRuntimeInHead()],
  adapter: pageRenderer(),
  vite: {
    plugins: [tailwindcss()],
    // Fonts stay files: a data: URL would be refused by the policy's font-src 'self'.
    build: { assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined) },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: blob: https:${uploadsOrigin ? ` ${uploadsOrigin}` : ''}`,
        "media-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "manifest-src 'self'",
        "worker-src 'self'",
      ],
    },
  },
});
