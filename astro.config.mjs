// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { devApi } from './tools/dev-api.ts';
import { adminModulePreload } from './site/integrations/admin-module-preload.ts';
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

/** The modules the sign-in page's script imports, with what they import in turn. */
const SIGN_IN_CORE =
  /vite[\\/]preload-helper|shared[\\/]sign-in-screens\.ts$|site[\\/](islands[\\/]toaster[\\/](lazy-toaster|toast-store)|lib[\\/]api-(client|error)|admin[\\/]i18n[\\/]browser-language|admin[\\/]session[\\/](paths|sign-in-page)|i18n[\\/]locales)\.ts$/;

/**
 * The admin's shared parts (its UI kit, list helpers and lib), one chunk for every screen rather than a chunk for
 * each set of screens sharing a button. Not the drag-and-drop parts: dnd-kit loads only with the screens that sort.
 */
const ADMIN_SHARED = (/** @type {string} */ id) => /site[\\/]admin[\\/](ui|list|lib)[\\/]/.test(id) && !/(SortableArea|DragHandle)\.tsx$/.test(id);

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
  integrations: [react(), devApi(), interactionDirective, islandRuntimeInHead(), adminModulePreload()],
  adapter: pageRenderer(),
  vite: {
    plugins: [tailwindcss()],
    // Fonts stay files: a data: URL would be refused by the policy's font-src 'self'.
    build: {
      assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
      // Fewer, larger chunks where the default split made many tiny ones (decision 215): a screen's first load was
      // dozens of requests of a few hundred bytes, one after another on a phone's connection.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // What the light sign-in page runs before anyone types, in one chunk beside its own (decision 023's
              // budget of 8 requests); the admin and the public forms use the same modules.
              { name: 'sign-in-core', test: SIGN_IN_CORE, priority: 3 },
              // React itself in a chunk of its own, as before, so that the icons' chunk does not take it in.
              { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
              // The admin's icons (about 9 KB compressed): one request, not one per icon per set of screens sharing it.
              { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              { name: 'admin-shared', test: ADMIN_SHARED },
            ],
          },
        },
      },
    },
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
