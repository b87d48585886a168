import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { stopped } from './server-process.ts';
import { ROOT } from './temp-site.ts';

/** Shared by the page benchmarks: Debian's Chromium, Lighthouse (mobile), and the server as `npm start` runs it. */
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A run that could not trace the page (a busy machine) is repeated, up to this many extra times. */
const RETRIES = 3;
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
};

/** Bytes a gzip-only client receives for a URL (the server sends its precompressed files). */
export const gzipBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

export const startChrome = async () => {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'nile-bench-chrome-'));
  const child = spawn(
    CHROME,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor('chromium', async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, 30_000, child);
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await sleep(300);
      await rm(profile, { recursive: true, force: true });
    },
  };
};

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const runLighthouse = async (chromePort: number, url: string): Promise<Lhr> => {
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
      ignoreStatusCode: true,
    });
    const lhr = result?.lhr;
    const traced = lhr && !lhr.runtimeError && Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    if (traced) return lhr;
  }
  throw new Error(`Lighthouse could not measure ${url} after ${RETRIES + 1} attempts`);
};

/** Starts `node scripts/start.ts` on a fresh database, uploads and site folder, like `npm start`. */
export const startServer = async ({ dir: given, env = {}, quiet = false }: { dir?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {}) => {
  const dir = given ?? (await mkdtemp(join(tmpdir(), 'nile-bench-')));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: url,
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      SITE_DIR: join(dir, 'site'),
      BACKUP_DIR: join(dir, 'backups'),
      OWNER_PASSWORD: `bench-${Math.random().toString(36).slice(2)}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  if (!quiet) console.log(`Starting the server on ${url} (seeds the demo projects and builds the site; this takes a minute or two)…`);
  try {
    await waitFor('server', async () => (await fetch(`${url}/api/projects`)).ok && (await fetch(url)).ok, 600_000, child);
  } catch (error) {
    console.error(log.split('\n').slice(-30).join('\n'));
    throw error;
  }
  return {
    url,
    log: () => log,
    stop: async () => {
      // Its files are removed once it has exited: a server still shutting down would write into a folder being removed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await stopped(child, 'SIGTERM');
      clearTimeout(timer);
      await rm(dir, { recursive: true, force: true });
    },
  };
};
