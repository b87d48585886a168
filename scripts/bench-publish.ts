/**
 * npm run bench:publish — how long an admin's change takes to reach the pre-rendered site.
 * Starts the real server on a temporary database with the demo content, signs in as the owner,
 * then repeatedly edits a project (and creates one) through the API and polls the public page
 * until the static HTML shows the change. Prints each run, the median, and the build's own time.
 * Target on this 2-core machine: median under 20 s.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { must } from '../shared/must.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-bench-publish-'));
const base = `http://127.0.0.1:${PORT}`;
const owner = { email: 'owner@nileatelier.com', password: 'bench-owner-password' };

const server = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SITE_DIR: join(dir, 'site'),
    BACKUP_DIR: join(dir, 'backups'),
    OWNER_EMAIL: owner.email,
    OWNER_PASSWORD: owner.password,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const buildLines: string[] = [];
server.stdout.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n')) if (line.includes('[publish]')) buildLines.push(line);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitFor = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
};

try {
  const startedAt = Date.now();
  if (!(await waitFor(async () => (await fetch(`${base}/api/health`)).ok, 600_000))) throw new Error('server did not start');
  console.log(`First start (migrate, seed with artwork, first build): ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(owner) });
  const cookie = must(login.headers.get('set-cookie')?.split(';')[0], 'a session cookie');
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const projects = (await (await fetch(`${base}/api/projects`)).json()) as { id: number; slug: string; title: string; imageUrl: string }[];
  const target = must(projects[0], 'a project');

  const staticPageShows = (slug: string, text: string) => async () => {
    const html = await (await fetch(`${base}/portfolio/${slug}`)).text();
    return html.includes(text) && !html.includes('name="robots" content="noindex"');
  };
  const buildTime = async () => ((await (await fetch(`${base}/api/admin/publishing`, { headers })).json()) as { lastBuildDurationMs: number }).lastBuildDurationMs;

  const runs: { change: string; seconds: number; buildSeconds: number }[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const title = `${target.title.replace(/ · edit \d+$/, '')} · edit ${i}`;
    const t0 = Date.now();
    const res = await fetch(`${base}/api/admin/projects/${target.id}`, { method: 'PUT', headers, body: JSON.stringify({ title }) });
    if (!res.ok) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
    if (!(await waitFor(staticPageShows(target.slug, title), 180_000))) throw new Error(`edit ${i} never reached the site`);
    runs.push({ change: `edit title (${i})`, seconds: (Date.now() - t0) / 1000, buildSeconds: (await buildTime()) / 1000 });
    await sleep(500);
  }

  const slug = `bench-new-project-${Date.now()}`;
  const t0 = Date.now();
  const created = await fetch(`${base}/api/admin/projects`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Benchmark New Project',
      slug,
      category: 'retail',
      description: 'A project created by the publish benchmark.',
      imageUrl: must(projects[1], 'a second project').imageUrl,
      imageAlt: 'Benchmark image',
    }),
  });
  if (!created.ok) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const preview = await fetch(`${base}/portfolio/${slug}`);
  console.log(`New project's page before the rebuild: HTTP ${preview.status} (client-side preview)`);
  if (!(await waitFor(staticPageShows(slug, 'Benchmark New Project'), 180_000))) throw new Error('new project never reached the site');
  runs.push({ change: 'create project', seconds: (Date.now() - t0) / 1000, buildSeconds: (await buildTime()) / 1000 });

  console.table(runs.map((run) => ({ change: run.change, 'to live (s)': run.seconds.toFixed(1), 'build (s)': run.buildSeconds.toFixed(1) })));
  const sorted = runs.map((run) => run.seconds).sort((a, b) => a - b);
  const median = must(sorted[Math.floor(sorted.length / 2)], 'a run');
  const builds = runs.map((run) => run.buildSeconds).sort((a, b) => a - b);
  console.log(
    `Median change → live: ${median.toFixed(1)} s (debounce ${Number(process.env.PUBLISH_DEBOUNCE_MS ?? 1500) / 1000} s + build median ${must(builds[Math.floor(builds.length / 2)], 'a build').toFixed(1)} s + swap and poll)`,
  );
  console.log(`${median < 20 ? 'PASS' : 'MISS'}  median under 20 s`);
  process.exitCode = median < 20 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
