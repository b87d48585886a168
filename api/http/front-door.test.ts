import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project } from '../../db/schema.ts';
import { en } from '../../shared/messages/en.ts';
import { compose, type Composition, forBenchmark } from '../compose.ts';
import { loadConfig } from '../config.ts';
import { useRealSocket } from '../test/real-socket.ts';
import { activateBuild, builtPage } from '../test/served-build.ts';
import { createFrontDoor } from './front-door.ts';

const IMAGE = Buffer.from('RIFF0000WEBPVP8 an uploaded image');

const dir = mkdtempSync(join(tmpdir(), 'nile-front-door-'));
let composition: Composition;
/** The lanes that answered since the last request was sent. */
let answeredBy: string[] = [];
let frontDoor: ReturnType<typeof createFrontDoor>;
const server = useRealSocket(() => frontDoor);

beforeAll(async () => {
  const config = loadConfig({
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SITE_DIR: join(dir, 'site'),
    BACKUP_DIR: join(dir, 'backups'),
    OWNER_PASSWORD: 'front-door-owner',
  });
  // The live build the process serves as it is, as the API benchmark's server does.
  await activateBuild(config.siteDir, { 'index.html': builtPage('Home'), 'about.html': builtPage('About us'), '404.html': builtPage('Page not found') });
  mkdirSync(config.uploadsDir, { recursive: true });
  writeFileSync(join(config.uploadsDir, 'hall.webp'), IMAGE);

  composition = await compose(config, forBenchmark());
  await composition.database.db
    .insert(project)
    .values({ title: 'Garden City flat', slug: 'garden-city-flat', category: 'residential', description: 'A flat.', imageUrl: '/uploads/hall.webp', imageAlt: 'Hall' });
  await composition.start();
  // The process's own lanes, each noting when it answers.
  const { lanes } = composition;
  const noted = (lane: string) => answeredBy.push(lane) > 0;
  frontDoor = createFrontDoor({
    ...lanes,
    api: {
      fetch: (request, env) => {
        noted('api');
        return lanes.api.fetch(request, env);
      },
    },
    site: {
      fetch: (request, env) => {
        noted('site');
        return lanes.site.fetch(request, env);
      },
    },
  });
});

afterAll(async () => {
  await composition?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ask = async (path: string, init: RequestInit = {}) => {
  answeredBy = [];
  const res = await server.request(path, init);
  return { lanes: answeredBy, status: res.status, body: await res.text(), headers: res.headers };
};

describe('the front door', () => {
  it('hands the health check and a public project read to the API', async () => {
    for (const path of ['/api/health', '/api/health?probe=1']) {
      const res = await ask(path);
      expect(res).toMatchObject({ lanes: ['api'], status: 200, body: '{"status":"ok"}' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const list = await ask('/api/projects');
    expect(list).toMatchObject({ lanes: ['api'], status: 200 });
    expect(JSON.parse(list.body)).toMatchObject([{ slug: 'garden-city-flat' }]);
  });

  it('answers a page of the live build through the site, the same each time', async () => {
    const first = await ask('/about');
    expect(first).toMatchObject({ lanes: ['site'], status: 200 });
    expect(first.body).toContain('About us');
    const again = await ask('/about');
    expect(again).toMatchObject({ lanes: ['site'], status: 200, body: first.body });
  });

  it('hands an API write to the API, and stores it', async () => {
    const res = await ask('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ email: 'front-door@example.com' }),
    });
    expect(res).toMatchObject({ lanes: ['api'], status: 201 });
    expect(JSON.parse(res.body)).toMatchObject({ email: 'front-door@example.com' });
  });

  it('hands the home page, an upload and an unknown path to the site', async () => {
    expect(await ask('/')).toMatchObject({ lanes: ['site'], status: 200, body: builtPage('Home') });
    const upload = await ask('/uploads/hall.webp');
    expect(upload).toMatchObject({ lanes: ['site'], status: 200, body: IMAGE.toString() });
    expect(upload.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await ask('/nowhere')).toMatchObject({ lanes: ['site'], status: 404, body: builtPage('Page not found') });
  });

  it('hands every WhatsApp click to the site', async () => {
    for (let time = 0; time < 2; time++) {
      const res = await ask('/go/whatsapp?page=/about', { headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1' } });
      expect(res).toMatchObject({ lanes: ['site'], status: 302 });
      expect(res.headers.get('location')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    }
  });

  it('hands every path under /api to the API, however it is written, and no other', async () => {
    for (const [path, routed] of [
      ['/api/nowhere', '/api/nowhere'],
      ['/api', '/api'],
      ['/%61pi/nowhere', '/api/nowhere'],
      ['/about/../api/nowhere', '/api/nowhere'],
    ] as const) {
      const res = await ask(path);
      expect(res.lanes, path).toEqual(['api']);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body), path).toEqual({ message: en.requests.noEndpoint('GET', routed) });
    }
    for (const path of ['/apis', '/api%2fnowhere']) {
      expect(await ask(path), path).toMatchObject({ lanes: ['site'], status: 404, body: builtPage('Page not found') });
    }
  });
});
