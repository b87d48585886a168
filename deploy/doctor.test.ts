import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaddyProcess, freePort, startCaddy } from './test/caddy-process.ts';
import { fakeLiveSite } from '../api/test/served-build.ts';
import { type ServerProcess, serverEnv, spawnServer } from '../api/test/server-process.ts';
import type { CheckResult } from '../api/doctor/check.ts';
import { runDoctor } from '../api/doctor/run-doctor.ts';

/*
 * The checks of the public address from outside, against the recipe's Caddy (with its own authority's
 * certificate, trusted through --ca) in front of the real server in production mode: `npm run doctor` as the
 * recipe runs it, with the service's environment file.
 */
const DOCTOR = fileURLToPath(new URL('../scripts/doctor.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-doctor-https-'));
const envFile = join(dir, 'env');
const caFile = join(dir, 'caddy-root.crt');
let server: ServerProcess | undefined;
let caddy: CaddyProcess | undefined;
let env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  const appPort = await freePort();
  caddy = await startCaddy(dir, `127.0.0.1:${appPort}`);
  env = serverEnv(dir, {
    PORT: String(appPort),
    NODE_ENV: 'production',
    SITE_URL: caddy.base,
    TRUST_PROXY: 'true',
    BACKUP_INTERVAL_HOURS: '0',
    PUBLISH_DEBOUNCE_MS: String(60 * 60 * 1000),
  });
  await fakeLiveSite(String(env.SITE_DIR));
  server = spawnServer(env);
  await server.ready(60_000);
  // The service's environment file, as the recipe writes it.
  const keys = ['NODE_ENV', 'SITE_URL', 'PORT', 'HOST', 'TRUST_PROXY', 'DATABASE_URL', 'UPLOADS_DIR', 'SITE_DIR', 'BACKUP_DIR', 'BACKUP_INTERVAL_HOURS'];
  writeFileSync(envFile, keys.map((key) => `${key}=${env[key]}`).join('\n'));
  writeFileSync(caFile, caddy.rootCertificate());
}, 90_000);

afterAll(async () => {
  await Promise.all([server?.stop(), caddy?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

const npmRunDoctor = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) => {
  const run = spawnSync(process.execPath, [DOCTOR, '--env-file', envFile, ...args], { env: { PATH: process.env.PATH, ...extraEnv }, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, lines: run.stdout.split('\n'), output: `${run.stdout}${run.stderr}` };
};

describe('npm run doctor against the public address', { timeout: 60_000 }, () => {
  it('answers over HTTPS with HSTS and one Server header; a certificate of 12 hours fails, as one near its end', () => {
    const { status, lines, output } = npmRunDoctor(['--ca', caFile]);
    console.log(output);
    expect(lines).toContain(`✓ Public address over HTTPS: ${caddy?.base} answers 200`);
    expect(lines).toContain('✓ HSTS: max-age=63072000; includeSubDomains');
    expect(lines).toContain('✓ Server header: one: Caddy');
    expect(lines).toContainEqual(
      expect.stringMatching(/^✗ Certificate: valid until \S+ \((11|12) hours left\), from Caddy Local Authority - ECC Intermediate: less than 14 days\. Caddy renews/),
    );
    expect(lines).toContain(`✓ SITE_URL is https: ${caddy?.base}`);
    expect(lines).toContainEqual(expect.stringMatching(/^✓ TRUST_PROXY behind a proxy: /));
    expect(lines).toContainEqual(expect.stringMatching(/^⚠ Replica: DATABASE_REPLICA_URL is not set/));
    expect(status).toBe(1);
  });

  it('says the certificate is not trusted without the authority, and trusts NODE_EXTRA_CA_CERTS like --ca', () => {
    expect(npmRunDoctor([]).lines).toContainEqual(
      expect.stringMatching(new RegExp(`^✗ Public address over HTTPS: ${caddy?.base}: the certificate is not trusted \\(.+\\): .*pass --ca <file>$`)),
    );
    expect(npmRunDoctor([], { NODE_EXTRA_CA_CERTS: caFile }).lines).toContain(`✓ Public address over HTTPS: ${caddy?.base} answers 200`);
  });

  it('passes a certificate with 14 days or more left', async () => {
    const results: CheckResult[] = [];
    const ca = caddy?.rootCertificate().toString();
    for await (const result of runDoctor(env, { ca })) results.push(result);
    const validUntil = Date.parse(/valid until (\S+)/.exec(results.find(({ label }) => label === 'Certificate')?.detail ?? '')?.[1] ?? '');
    const weeksBefore: CheckResult[] = [];
    for await (const result of runDoctor(env, { ca, now: () => new Date(validUntil - 15 * 86_400_000) })) weeksBefore.push(result);
    expect(weeksBefore.find(({ label }) => label === 'Certificate')).toMatchObject({
      status: 'ok',
      detail: expect.stringMatching(/\(15 days left\), from Caddy Local Authority - ECC Intermediate$/),
    });
  });
});
