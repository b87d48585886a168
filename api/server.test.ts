import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { type ServerProcess, serverEnv, spawnServer } from './test/server-process.ts';
import { project } from '../db/schema.ts';
import { must } from '../shared/must.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-server-'));
/** The server listens on a free port of the system's choosing (PORT=0) and prints it. */
let base = '';
const env = serverEnv(dir, {
  OWNER_PASSWORD: 'server-test-owner',
  PUBLISH_DEBOUNCE_MS: '100',
});

let server: ServerProcess | undefined;

const start = async () => {
  server = spawnServer(env);
  await server.ready();
  base = server.base();
};

const stop = () => must(server).stop();

const running = () => server !== undefined && server.child.exitCode === null && server.child.signalCode === null;
const ensureRunning = async () => {
  if (!running()) await start();
};

/**
 * The first start on the empty database, which builds the site: each test that needs it asks for
 * it, and whichever comes first pays for the build, so every test also runs on its own.
 */
let firstRun: Promise<string> | undefined;
const firstStart = () => (firstRun ??= start().then(() => must(server).output()));

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the server process', { timeout: 240_000 }, () => {
  it('builds the site on first start, then serves pages, API and security headers from one port', async () => {
    expect(await firstStart()).toContain('Building the public site for the first time');
    await ensureRunning();

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self'.*frame-ancestors 'none'/);

    const api = await fetch(`${base}/api/projects`);
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual([]);
    for (const header of ['x-content-type-options', 'referrer-policy', 'x-frame-options']) expect(api.headers.get(header)).toBeTruthy();
    expect(api.headers.get('strict-transport-security')).toBeNull();

    const missing = await fetch(`${base}/no-such-page`);
    expect(missing.status).toBe(404);
  });

  it('takes its first backup by itself right after the first start', async () => {
    await firstStart();
    await ensureRunning();
    const backups = join(dir, 'backups');
    const deadline = Date.now() + 30_000;
    const taken = () => (existsSync(backups) ? readdirSync(backups).filter((name) => /^backup-[\dTZ-]+$/.test(name)) : []);
    while (Date.now() < deadline && taken().length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(taken()).toHaveLength(1);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    await firstStart();
    await ensureRunning();
    expect(await stop()).toBe(0);
  });

  it('starts at once on the existing build and republishes content changed while it was down', async () => {
    await firstStart();
    if (running()) await stop();
    const database = await openDatabase({ url: env.DATABASE_URL });
    await database.db.insert(project).values({
      title: 'Offline Addition',
      slug: 'offline-addition',
      category: 'retail',
      description: 'Added while the server was stopped.',
      imageUrl: '/uploads/none.webp',
      imageAlt: 'None',
    });
    database.close();

    await start();
    expect(must(server).output()).not.toContain('for the first time');
    const deadline = Date.now() + 120_000;
    let html = '';
    while (Date.now() < deadline && !html.includes('Offline Addition')) {
      html = await (await fetch(`${base}/portfolio/offline-addition`)).text();
      if (!html.includes('Offline Addition') || html.includes('noindex')) html = '';
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(html).toContain('Offline Addition');

    const after = await openDatabase({ url: env.DATABASE_URL });
    await after.db.delete(project).where(eq(project.slug, 'offline-addition'));
    after.close();
  });
});
