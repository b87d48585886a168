import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../shared/must.ts';
import { type ServerProcess, serverEnv, spawnServer } from './test/server-process.ts';

/** Two server processes on one database file, one uploads folder and one site folder, as behind a load balancer. */
const dir = mkdtempSync(join(tmpdir(), 'nile-scale-'));
const OWNER = { email: 'owner@scale.test', password: 'scale-out-owner' };
const shared = serverEnv(dir, {
  OWNER_EMAIL: OWNER.email,
  OWNER_PASSWORD: OWNER.password,
  PUBLISH_DEBOUNCE_MS: '200',
  // 0.05 × 10: one failed sign-in per account and client.
  RATE_LIMIT_SCALE: '0.05',
});

interface Server {
  name: string;
  base: string;
  process: ServerProcess;
  /** Resolves when the process prints a line matching `pattern` from now on. */
  printed: (pattern: RegExp) => Promise<void>;
}
const servers: Server[] = [];

const start = async (name: string, port: number): Promise<Server> => {
  const waiting = new Set<{ pattern: RegExp; resolve: () => void }>();
  const serverProcess = spawnServer(
    { ...shared, PORT: String(port) },
    {
      onOutput: (text) => {
        for (const line of text.split('\n')) {
          for (const waiter of waiting) {
            if (!waiter.pattern.test(line)) continue;
            waiting.delete(waiter);
            waiter.resolve();
          }
        }
      },
    },
  );
  const printed = (pattern: RegExp) => new Promise<void>((resolve) => void waiting.add({ pattern, resolve }));
  const server: Server = { name, base: serverProcess.base(), process: serverProcess, printed };
  servers.push(server);
  await serverProcess.ready(180_000);
  return server;
};

const json = (server: Server, path: string, method: string, body: unknown, cookie = '') =>
  fetch(`${server.base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: server.base, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

const project = (title: string, slug: string) => ({
  title,
  slug,
  category: 'residential',
  description: 'A project added while two servers share one database.',
  imageUrl: '/uploads/none.webp',
  imageAlt: 'None',
  galleryImages: [],
  featured: false,
});

/** Waits until `server` serves the published page of `slug` (not the preview rendered in the browser). */
const waitForPage = async (server: Server, slug: string, title: string) => {
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${server.base}/portfolio/${slug}`);
    const html = await res.text();
    if (res.status === 200 && html.includes(title) && !html.includes('noindex')) return html;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.name} never served /portfolio/${slug}`);
};

let a: Server;
let b: Server;
let cookie = '';

beforeAll(async () => {
  // One after the other, as in a rolling start: the first migrates the database and builds the site.
  a = await start('A', 4441);
  b = await start('B', 4442);
}, 400_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.process.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('two server processes on one database', { timeout: 400_000 }, () => {
  it('share sessions: signed in on one, signed in on the other', async () => {
    const login = await json(a, '/api/admin/login', 'POST', OWNER);
    expect(login.status).toBe(200);
    cookie = must(/session=[^;]+/.exec(login.headers.get('set-cookie') ?? ''))[0];
    const me = await fetch(`${b.base}/api/admin/user`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: OWNER.email, isOwner: true });
  });

  it('count a login rate limit across both', async () => {
    const attempt = { email: 'someone@scale.test', password: 'wrong-password' };
    expect((await json(a, '/api/admin/login', 'POST', attempt)).status).toBe(401);
    const limited = await json(b, '/api/admin/login', 'POST', attempt);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serve an image uploaded through the other', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tile.png');
    const upload = await fetch(`${a.base}/api/admin/upload`, { method: 'POST', headers: { Cookie: cookie, Origin: a.base, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
    expect(upload.status).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const served = await fetch(`${b.base}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('serve a project created on the other, and publish it once, one process at a time', async () => {
    const publishing = b.printed(/\[publish\] (building|another process is building)/);
    expect((await json(b, '/api/admin/projects', 'POST', project('Maadi Loft', 'maadi-loft'), cookie)).status).toBe(201);
    const fromA = await fetch(`${a.base}/api/projects/maadi-loft`);
    expect(fromA.status).toBe(200);
    expect(await fromA.json()).toMatchObject({ title: 'Maadi Loft' });

    // A second change on the other process once the first one's build has started.
    await publishing;
    expect((await json(a, '/api/admin/projects', 'POST', project('Zamalek Studio', 'zamalek-studio'), cookie)).status).toBe(201);

    for (const server of [a, b]) {
      await waitForPage(server, 'maadi-loft', 'Maadi Loft');
      await waitForPage(server, 'zamalek-studio', 'Zamalek Studio');
    }

    // Builds, as each build recorded its own start and end (the build's child process measures both): never two at once.
    const buildsDir = join(dir, 'site', 'builds');
    const builds = readdirSync(buildsDir).flatMap((id) => {
      try {
        const info = JSON.parse(readFileSync(join(buildsDir, id, 'build-info.json'), 'utf8')) as { builtAt: string; durationMs: number };
        const end = Date.parse(info.builtAt);
        return [{ id, start: end - info.durationMs, end }];
      } catch {
        return [];
      }
    });
    expect(builds.length).toBeGreaterThanOrEqual(2);
    builds.sort((x, y) => x.start - y.start);
    for (let i = 1; i < builds.length; i++)
      expect(must(builds[i]).start, `${must(builds[i]).id} started before ${must(builds[i - 1]).id} ended`).toBeGreaterThanOrEqual(must(builds[i - 1]).end);
  });
});
