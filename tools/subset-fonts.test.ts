import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE } from '../api/publishing/build-folders.ts';
import { createSiteBuilds } from '../api/publishing/site-builds.ts';
import { createSiteApp } from '../api/site-serving/site-app.ts';
import { createStaticSite } from '../api/site-serving/static-site.ts';
import { must } from '../shared/must.ts';
import { codePointsOf } from './unicode-ranges.ts';

const FONTS = fileURLToPath(new URL('../site/assets/fonts', import.meta.url));
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
  const app = createSiteApp({ production: true, uploadsDir: undefined, pages: site, whatsapp: (c) => c.notFound() });
  const res = await app.request(`/_astro/${file}`);
  expect(res.status).toBe(200);
  const head = `HTTP/1.1 200 OK\r\n${[...res.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('')}${NODE_HEADERS}\r\n`;
  return head.length + (await res.arrayBuffer()).byteLength;
};

describe('the fonts the pages preload', () => {
  it.each(['cormorant-wordmark.woff2', 'manrope-latin-core.woff2', 'cormorant-latin-core-500.woff2', 'readex-arabic-core.woff2'])(
    '%s arrives whole in a new connection’s first round trip',
    async (file) => {
      expect(readFileSync(join(FONTS, file)).byteLength).toBeGreaterThan(1000);
      expect(await wireBytes(file)).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    },
  );
});

/** The code points of a face's `unicode-range` in the generated rules. */
const rangeOfFile = (file: string) => {
  const rule = must(
    readFileSync(join(FONTS, '../../styles/fonts.css'), 'utf8')
      .split('@font-face')
      .find((block) => block.includes(file)),
    file,
  );
  return new Set(codePointsOf(must(/unicode-range: ([^;]+);/.exec(rule)?.[1], `${file}'s unicode-range`)));
};

const sourceTexts = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));

describe('the Arabic core', () => {
  it('holds every Arabic character of the site’s own texts, so none waits for the rest file', () => {
    const core = rangeOfFile('readex-arabic-core.woff2');
    const arabic = new Set<number>();
    for (const text of ['site', 'shared', 'tools'].flatMap((folder) => sourceTexts(join(FONTS, '../../..', folder)))) {
      for (const char of text.match(/[\u0600-\u06FF\u0750-\u08FF\uFB50-\uFEFC]/g) ?? []) arabic.add(must(char.codePointAt(0)));
    }
    expect(arabic.size).toBeGreaterThan(30);
    expect([...arabic].filter((point) => !core.has(point)).map((point) => `U+${point.toString(16).toUpperCase()}`)).toEqual([]);
  });
});
