import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../api/middleware/security-headers.ts';
import { BUILD_INFO_FILE, createSiteBuilds } from '../api/publishing/site-builds.ts';
import { createStaticSite } from '../api/site-serving/static-site.ts';

const FONTS = fileURLToPath(new URL('../site/assets/fonts/', import.meta.url));
/** TCP's initial congestion window: 10 segments of 1,460 bytes arrive in a new connection's first round trip. */
const FIRST_ROUND_TRIP = 14_600;
/** What Node adds after the app: `Date`, `Connection: keep-alive`, `Keep-Alive: timeout=5`. */
const NODE_HEADERS = 'Date: Mon, 23 Nov 2026 19:32:35 GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n';

const dir = mkdtempSync(join(tmpdir(), 'nile-fonts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bytes an HTTP/1.1 answer for the file takes on the wire, served the way production serves a build's asset. */
const wireBytes = async (file: string) => {
  const builds = createSiteBuilds(dir);
  const site = createStaticSite({ builds, projectExists: async () => false, isApprovedAdmin: async () => false });
  const { dir: buildDir } = await builds.newBuildDir();
  mkdirSync(join(buildDir, '_astro'), { recursive: true });
  copyFileSync(join(FONTS, file), join(buildDir, '_astro', file));
  writeFileSync(join(buildDir, BUILD_INFO_FILE), '{}');
  await builds.activate(buildDir);
  await site.refresh();
  const app = new Hono().use(securityHeaders({ production: true })).use(site.handler);
  const res = await app.request(`/_astro/${file}`);
  expect(res.status).toBe(200);
  const head = `HTTP/1.1 200 OK\r\n${[...res.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('')}${NODE_HEADERS}\r\n`;
  return head.length + (await res.arrayBuffer()).byteLength;
};

describe('the fonts every English page preloads', () => {
  // Readex Pro's Arabic file cannot: its joining forms alone are over 15 KB (decision 124).
  it.each(['cormorant-wordmark.woff2', 'manrope-latin-core.woff2', 'cormorant-latin-core-500.woff2'])('%s arrives whole in a new connection’s first round trip', async (file) => {
    expect(readFileSync(join(FONTS, file)).byteLength).toBeGreaterThan(1000);
    expect(await wireBytes(file)).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });
});
