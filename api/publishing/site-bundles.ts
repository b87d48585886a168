import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteBundle } from '../../shared/site-bundle.ts';
import type { AnalyticsMode } from '../../shared/analytics.ts';
import { sourceFingerprint } from './fingerprints.ts';
import { PROJECT_ROOT } from './project-root.ts';

/**
 * The site's code built by Astro, once per version: `client/` (its assets, public files and the admin's
 * page) and `server/entry.mjs` (the pages' renderer). Inside the checkout, so the bundle finds the packages.
 */
const BUNDLES_DIR = join(PROJECT_ROOT, 'node_modules', '.astro', 'site-bundles');

export interface BundleSettings {
  analytics: AnalyticsMode;
  /** What astro.config.mjs reads at build time: the site's address and the bucket's public address. */
  env: NodeJS.ProcessEnv;
}

/**
 * The code the site is built from (its fingerprint, as build-info.json records it) and the bundle's name, which
 * also changes with the analytics mode or what the config reads.
 */
export const siteCode = async ({ analytics, env }: BundleSettings) => {
  const source = await sourceFingerprint(PROJECT_ROOT, analytics);
  const config = [env.SITE_URL, env.UPLOADS_S3_BUCKET, env.UPLOADS_PUBLIC_URL].map((value) => value ?? '').join('\0');
  return { source, key: createHash('sha256').update(source).update('\0').update(config).digest('hex').slice(0, 20) };
};

/** A built bundle on disk. */
export interface BuiltBundle {
  key: string;
  dir: string;
  clientDir: string;
}

/** A bundle loaded in the process that renders (render-child.ts). */
export interface LoadedBundle extends BuiltBundle {
  site: SiteBundle;
}

const built = new Map<string, Promise<BuiltBundle>>();

/** The bundle of `key`, built first when missing (`compile` builds into the folder it is given). */
export const siteBundle = (key: string, compile: (outDir: string) => Promise<void>): Promise<BuiltBundle> => {
  let bundle = built.get(key);
  if (!bundle) {
    bundle = (async () => {
      const dir = join(BUNDLES_DIR, key);
      if (!existsSync(join(dir, 'server', 'entry.mjs'))) {
        const building = join(BUNDLES_DIR, `.${key}-${randomUUID()}`);
        try {
          await compile(building);
          await rm(dir, { recursive: true, force: true });
          await rename(building, dir);
        } finally {
          await rm(building, { recursive: true, force: true });
        }
      }
      const now = new Date();
      await utimes(dir, now, now);
      await pruneBundles(key);
      return { key, dir, clientDir: join(dir, 'client') };
    })();
    built.set(key, bundle);
    bundle.catch(() => built.delete(key));
  }
  return bundle;
};

const loaded = new Map<string, Promise<LoadedBundle>>();

/** Loads a built bundle's renderer into this process, once. */
export const loadBundle = (bundle: BuiltBundle): Promise<LoadedBundle> => {
  let loading = loaded.get(bundle.key);
  if (!loading) {
    // A production build: React and Astro's runtime read NODE_ENV when first loaded, and React's development
    // build renders several times slower.
    process.env.NODE_ENV ??= 'production';
    loading = import(pathToFileURL(join(bundle.dir, 'server', 'entry.mjs')).href).then((site: SiteBundle) => ({ ...bundle, site }));
    loaded.set(bundle.key, loading);
  }
  return loading;
};

/** A week: bundles no process has loaded for that long are removed (another process may still run an older version). */
const UNUSED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

const pruneBundles = async (keep: string) => {
  const names = (await readdir(BUNDLES_DIR).catch(() => [] as string[])).filter((name) => !name.startsWith('.') && name !== keep);
  for (const name of names) {
    const used = await stat(join(BUNDLES_DIR, name)).catch(() => null);
    if (used && Date.now() - used.mtimeMs > UNUSED_FOR_MS) await rm(join(BUNDLES_DIR, name), { recursive: true, force: true });
  }
};
