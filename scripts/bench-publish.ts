/**
 * npm run bench:publish — how long an admin's change takes to reach the pre-rendered site, both editions.
 * Starts the real server on a temporary database with the demo content, signs in as the owner,
 * then repeatedly edits a project's English and Arabic titles (and creates one) through the API and
 * polls its English and Arabic pages until the static HTML of both shows the change. Prints each run,
 * the median, and the build's own time. Target on this 2-core machine: median ≤ 15 s.
 *
 *   npm run bench:publish                       the ten demo projects
 *   npm run bench:publish -- --projects 100     first adds projects (with Arabic texts) up to 100
 *   BENCH_RUNS=5 BENCH_PORT=4391                edits measured, server port
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { must } from '../shared/must.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_S = 15;
const projectsFlag = process.argv.indexOf('--projects');
/** How many projects the site has while measuring; the demo seed's ten unless `--projects N` asks for more. */
const PROJECTS = projectsFlag === -1 ? 0 : Number(process.argv[projectsFlag + 1]);
if (projectsFlag !== -1 && !(Number.isInteger(PROJECTS) && PROJECTS > 0)) throw new Error('--projects needs a whole number, e.g. --projects 100');
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

  const pageShows = async (path: string, text: string) => {
    const html = await (await fetch(`${base}${path}`)).text();
    return html.includes(text) && !html.includes('name="robots" content="noindex"');
  };
  /** Both editions' pre-rendered pages of the project show the change (not the client-side preview). */
  const staticPageShows = (slug: string, text: string, arabicText: string) => async () =>
    (await pageShows(`/portfolio/${slug}`, text)) && (await pageShows(`/ar/portfolio/${slug}`, arabicText));

  if (PROJECTS > projects.length) {
    const seedStart = Date.now();
    let last = '';
    for (let n = projects.length + 1; n <= PROJECTS; n++) {
      last = `bench-seeded-project-${n}`;
      const seeded = await fetch(`${base}/api/admin/projects`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Seeded Project ${n}`,
          slug: last,
          category: ['residential', 'commercial', 'hospitality', 'retail'][n % 4],
          description: `Project number ${n}, added by the publish benchmark to weigh the build.`,
          imageUrl: must(projects[n % projects.length], 'a demo project').imageUrl,
          imageAlt: `Seeded project ${n}`,
          translations: { ar: { title: `مشروع تجريبي رقم ${n}`, description: `المشروع رقم ${n}، أضافه اختبار النشر ليثقل البناء.` } },
        }),
      });
      if (!seeded.ok) throw new Error(`seeding failed: ${seeded.status} ${await seeded.text()}`);
    }
    const n = PROJECTS;
    if (!(await waitFor(staticPageShows(last, `Seeded Project ${n}`, `مشروع تجريبي رقم ${n}`), 600_000))) throw new Error('the seeded projects never reached the site');
    console.log(`Added ${PROJECTS - projects.length} projects (${PROJECTS} in all) and published them: ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  }
  console.log(`Measuring with ${Math.max(PROJECTS, projects.length)} projects, both editions.`);

  type ArabicTexts = { projectId: number; locale: string; title: string | null; [field: string]: unknown };
  const translations = (await (await fetch(`${base}/api/admin/projects/translations`, { headers })).json()) as ArabicTexts[];
  const { projectId: _id, locale: _locale, ...arabic } = translations.find((row) => row.projectId === target.id) ?? { projectId: target.id, locale: 'ar', title: null };
  const buildTime = async () => ((await (await fetch(`${base}/api/admin/publishing`, { headers })).json()) as { lastBuildDurationMs: number }).lastBuildDurationMs;

  const runs: { change: string; seconds: number; buildSeconds: number }[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const title = `${target.title.replace(/ · edit \d+$/, '')} · edit ${i}`;
    const arabicTitle = `${arabic.title ?? target.title} · تعديل ${i}`;
    const t0 = Date.now();
    const body = JSON.stringify({ title, translations: { ar: { ...arabic, title: arabicTitle } } });
    const res = await fetch(`${base}/api/admin/projects/${target.id}`, { method: 'PUT', headers, body });
    if (!res.ok) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
    if (!(await waitFor(staticPageShows(target.slug, title, arabicTitle), 180_000))) throw new Error(`edit ${i} never reached the site`);
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
      translations: { ar: { title: 'مشروع جديد للاختبار', description: 'مشروع أنشأه اختبار سرعة النشر.' } },
    }),
  });
  if (!created.ok) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const preview = await fetch(`${base}/portfolio/${slug}`);
  const arabicPreview = await fetch(`${base}/ar/portfolio/${slug}`);
  console.log(`New project's pages before the rebuild: HTTP ${preview.status} / ${arabicPreview.status} in Arabic (client-side preview)`);
  if (!(await waitFor(staticPageShows(slug, 'Benchmark New Project', 'مشروع جديد للاختبار'), 180_000))) throw new Error('new project never reached the site');
  runs.push({ change: 'create project', seconds: (Date.now() - t0) / 1000, buildSeconds: (await buildTime()) / 1000 });

  console.table(runs.map((run) => ({ change: run.change, 'to live (s)': run.seconds.toFixed(1), 'build (s)': run.buildSeconds.toFixed(1) })));
  const sorted = runs.map((run) => run.seconds).sort((a, b) => a - b);
  const median = must(sorted[Math.floor(sorted.length / 2)], 'a run');
  const builds = runs.map((run) => run.buildSeconds).sort((a, b) => a - b);
  console.log(
    `Median change → live: ${median.toFixed(1)} s (debounce ${Number(process.env.PUBLISH_DEBOUNCE_MS ?? 1500) / 1000} s + build median ${must(builds[Math.floor(builds.length / 2)], 'a build').toFixed(1)} s + swap and poll)`,
  );
  console.log(`${median <= TARGET_S ? 'PASS' : 'MISS'}  median ≤ ${TARGET_S} s (${RUNS + 1} runs; a loaded machine makes the figures noisy)`);
  process.exitCode = median <= TARGET_S ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
