import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, serverEnv, spawnServer } from '../api/test/server-process.ts';
import { type CaddyProcess, freePort, startCaddy } from './test/caddy-process.ts';
import { headerCount, httpsRequest, multipartFile } from './test/https-client.ts';
import { fakeLiveSite } from '../api/test/served-build.ts';

/*
 * deploy/Caddyfile as the recipe installs it (with Caddy's own certificate authority instead of Let's
 * Encrypt) in front of the real server in production mode behind a proxy: everything a visitor and the
 * office do works over HTTPS, the server sees each client's own address, and no header comes twice.
 */
const OWNER = { email: 'owner@nileatelier.com', password: 'caddy-test-owner-password' };
const dir = mkdtempSync(join(tmpdir(), 'nile-caddy-'));
let server: ServerProcess | undefined;
let caddy: CaddyProcess | undefined;

beforeAll(async () => {
  const appPort = await freePort();
  caddy = await startCaddy(dir, `127.0.0.1:${appPort}`);
  const env = serverEnv(dir, {
    PORT: String(appPort),
    NODE_ENV: 'production',
    SITE_URL: caddy.base,
    TRUST_PROXY: 'true',
    OWNER_PASSWORD: OWNER.password,
    BACKUP_INTERVAL_HOURS: '0',
    PUBLISH_DEBOUNCE_MS: String(60 * 60 * 1000),
  });
  await fakeLiveSite(env.SITE_DIR);
  server = spawnServer(env);
  await server.ready(60_000);
}, 90_000);

afterAll(async () => {
  await Promise.all([server?.stop(), caddy?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const must = <T>(value: T | undefined) => {
  if (value === undefined) throw new Error('not started');
  return value;
};
const get = (path: string, localAddress?: string) => httpsRequest(`${must(caddy).base}${path}`, { ca: must(caddy).rootCertificate(), localAddress });
const post = (path: string, body: Buffer | string, headers: Record<string, string>, localAddress?: string) =>
  httpsRequest(`${must(caddy).base}${path}`, {
    method: 'POST',
    body,
    headers: { Origin: must(caddy).base, ...headers },
    ca: must(caddy).rootCertificate(),
    localAddress,
  });
const postJson = (path: string, value: unknown, { cookie, localAddress }: { cookie?: string; localAddress?: string } = {}) =>
  post(path, JSON.stringify(value), { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, localAddress);

describe('deploy/Caddyfile in front of the server', { timeout: 60_000 }, () => {
  it('serves pages and the API over HTTPS with HSTS and the Server header once each', async () => {
    for (const path of ['/', '/api/projects', '/api/health']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(headerCount(answer, 'strict-transport-security'), path).toBe(1);
      expect(headerCount(answer, 'server'), path).toBe(1);
      for (const header of ['content-security-policy', 'x-content-type-options', 'content-encoding', 'vary', 'cache-control']) {
        expect(headerCount(answer, header), `${path} ${header}`).toBeLessThanOrEqual(1);
      }
    }
    expect((await get('/')).body.toString()).toContain('Nile Atelier');
  });

  it('signs the owner in and takes an image upload', async () => {
    const signIn = await postJson('/api/admin/login', OWNER);
    expect(signIn.status, signIn.body.toString()).toBe(200);
    const setCookie = [signIn.headers['set-cookie'] ?? []].flat();
    expect(setCookie.join(';')).toMatch(/Secure/);
    const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');

    const png = await import('../api/test/large-blank-png.ts').then(({ largeBlankPng }) => largeBlankPng(64, 48));
    const { body, contentType } = multipartFile('image', 'plan.png', 'image/png', png);
    const upload = await post('/api/admin/upload', body, { 'Content-Type': contentType, Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' });
    expect(upload.status, upload.body.toString()).toBe(201);
    const { imageUrl } = JSON.parse(upload.body.toString()) as { imageUrl: string };
    expect((await get(imageUrl)).status).toBe(200);
  });

  it('takes a 10 MB attachment with a contact message', async () => {
    const pdf = Buffer.alloc(10 * 1000 * 1000, 0x20);
    pdf.write('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 0, 'latin1');
    pdf.write('\n%%EOF\n', pdf.length - 7, 'latin1');
    const { body, contentType } = multipartFile('file', 'plans.pdf', 'application/pdf', pdf);
    const attachment = await post('/api/contact/attachments', body, { 'Content-Type': contentType }, '127.0.0.4');
    expect(attachment.status, attachment.body.toString()).toBe(201);
    const { id } = JSON.parse(attachment.body.toString()) as { id: string };
    const message = await postJson(
      '/api/contact',
      { name: 'Big Plans', email: 'plans@example.com', phone: '+20 100 000 0000', subject: 'Plans attached', message: 'The plans of the villa are attached.', attachments: [id] },
      { localAddress: '127.0.0.4' },
    );
    expect(message.status, message.body.toString()).toBe(201);
  });

  it('counts each client by its own address: the rate limits and the activity log see the visitor, not Caddy', async () => {
    const wrong = { email: OWNER.email, password: 'not-the-password' };
    let limited = 0;
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await postJson('/api/admin/login', wrong, { localAddress: '127.0.0.2' });
      if (answer.status === 429) limited++;
      else expect(answer.status).toBe(401);
    }
    expect(limited).toBeGreaterThan(0);
    // A client that writes its own X-Forwarded-For is still counted by the address Caddy saw.
    const other = await post('/api/admin/login', JSON.stringify(wrong), { 'Content-Type': 'application/json', 'X-Forwarded-For': '127.0.0.2' }, '127.0.0.3');
    expect(other.status).toBe(401);

    const database = createClient({ url: `file:${join(dir, 'site.db')}` });
    try {
      const rows = await database.execute("SELECT DISTINCT clientAddress FROM activity WHERE action = 'session.sign-in-failed'");
      expect(rows.rows.map((row) => String(row.clientAddress)).sort()).toEqual(['127.0.0.2', '127.0.0.3']);
    } finally {
      database.close();
    }
  });
});
