/**
 * npm run bench:publish — how long an admin's change takes to reach the pre-rendered site, both editions.
 * Starts the real server on a temporary database with the demo content, signs in as the owner, then,
 * through the API: edits a project's English and Arabic titles (and creates one), polling both editions'
 * pages until their static HTML shows the change; then changes the company's phone, which every page's
 * footer shows, polling two pages far apart. Prints each run, the median and slowest, the files each
 * publish wrote, and the server's peak memory. Targets: a title edit median ≤ 1.5 s and slowest ≤ 3 s;
 * a footer change ≤ 5 s with 10 projects and ≤ 15 s with 1,000.
 *
 *   npm run bench:publish                       with 10, then 100, then 1,000 projects (added with Arabic texts)
 *   npm run bench:publish -- --projects 100     with that many only
 *   BENCH_RUNS=5 BENCH_PORT=4391                title edits measured, server port
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { must } from '../shared/must.ts';
import { memoryMb, stopped } from './bench/server-process.ts';
import { ROOT } from './bench/temp-site.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET = { median: 1.5, slowest: 3 };
const projectsFlag = process.argv.indexOf('--projects');
/** The portfolio sizes measured, one after the other on one server: the demo seed's ten, 100 and 1,000, or `--projects N`. */
const SIZES = projectsFlag === -1 ? [10, 100, 1000] : [Number(process.argv[projectsFlag + 1])];
if (!SIZES.every((size) => Number.isInteger(size) && size > 0)) throw new Error('--projects needs a whole number, e.g. --projects 100');
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const dir = mkdtempSync(join(tmpdir(), 'nile-bench-publish-'));
const base = `http://127.0.0.1:${PORT}`;
const owner = { email: 'owner@nileatelier.com', password: 'bench-owner-password' };

const server = spawn(process.execPath, [join(ROOT, 'scripts/start.ts')], {
  cwd: ROOT,
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
/** The files the publishes since `from` wrote, as their log lines say. */
const filesWrittenSince = (from: number) =>
  buildLines
    .slice(from)
    .map((line) => Number(/: (\d+) files written/.exec(line)?.[1] ?? 0))
    .reduce((sum, count) => sum + count, 0);

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
  console.log(`First start (migrate, seed with the demo pictures, build the code, render every page): ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

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

  let count = projects.length;
  const seedUpTo = async (size: number) => {
    if (size > count) {
      const seedStart = Date.now();
      let last = '';
      for (let n = count + 1; n <= size; n++) {
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
      const n = size;
      if (!(await waitFor(staticPageShows(last, `Seeded Project ${n}`, `مشروع تجريبي رقم ${n}`), 600_000))) throw new Error('the seeded projects never reached the site');
      console.log(`Added ${size - count} projects (${size} in all) and published them: ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
      count = size;
    }
  };
  const summaries: string[] = [];
  let allPass = true;
  for (const size of SIZES) {
    await seedUpTo(size);
    console.log(`\nMeasuring with ${count} projects, both editions.`);

    type ArabicTexts = { projectId: number; locale: string; title: string | null; [field: string]: unknown };
    const translations = (await (await fetch(`${base}/api/admin/projects/translations`, { headers })).json()) as ArabicTexts[];
    const { projectId: _id, locale: _locale, ...arabic } = translations.find((row) => row.projectId === target.id) ?? { projectId: target.id, locale: 'ar', title: null };
    const buildTime = async () => ((await (await fetch(`${base}/api/admin/publishing`, { headers })).json()) as { lastBuildDurationMs: number }).lastBuildDurationMs;

    const runs: { change: string; seconds: number; buildSeconds: number; files: number }[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const title = `${target.title.replace(/ · edit \d+$/, '')} · edit ${i}`;
      const arabicTitle = `${arabic.title ?? target.title} · تعديل ${i}`;
      const t0 = Date.now();
      const logged = buildLines.length;
      const body = JSON.stringify({ title, translations: { ar: { ...arabic, title: arabicTitle } } });
      const res = await fetch(`${base}/api/admin/projects/${target.id}`, { method: 'PUT', headers, body });
      if (!res.ok) throw new Error(`edit failed: ${res.status} ${await res.text()}`);
      if (!(await waitFor(staticPageShows(target.slug, title, arabicTitle), 180_000))) throw new Error(`edit ${i} never reached the site`);
      const seconds = (Date.now() - t0) / 1000;
      await sleep(300);
      runs.push({ change: `edit title (${i})`, seconds, buildSeconds: (await buildTime()) / 1000, files: filesWrittenSince(logged) });
      await sleep(500);
    }

    const slug = `bench-new-project-${Date.now()}`;
    const t0 = Date.now();
    const loggedBeforeCreate = buildLines.length;
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
    if (!(await waitFor(staticPageShows(slug, 'Benchmark New Project', 'مشروع جديد للاختبار'), 180_000))) throw new Error('new project never reached the site');
    const createdSeconds = (Date.now() - t0) / 1000;
    await sleep(300);
    runs.push({ change: 'create project', seconds: createdSeconds, buildSeconds: (await buildTime()) / 1000, files: filesWrittenSince(loggedBeforeCreate) });

    // A change every page shows: the company's phone, in every footer.
    type CompanySection = { version: number; published: { phone: string } & Record<string, unknown> };
    const state = (await (await fetch(`${base}/api/admin/site-content`, { headers })).json()) as { sections: { company: CompanySection } };
    const company = state.sections.company;
    const phone = `+20 100 555 ${String(1000 + Math.floor(Math.random() * 8999))}`;
    const footerStart = Date.now();
    const loggedBeforeFooter = buildLines.length;
    const saved = await fetch(`${base}/api/admin/site-content/company`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version: company.version, content: { ...company.published, phone } }),
    });
    if (!saved.ok) throw new Error(`saving the phone failed: ${saved.status} ${await saved.text()}`);
    const published = await fetch(`${base}/api/admin/site-content/publish`, { method: 'POST', headers });
    if (!published.ok) throw new Error(`publishing the phone failed: ${published.status} ${await published.text()}`);
    const lastPage = `/ar/portfolio/${slug}`;
    if (!(await waitFor(async () => (await pageShows('/about', phone)) && (await pageShows(lastPage, phone)), 600_000))) throw new Error('the new phone never reached the site');
    const footerSeconds = (Date.now() - footerStart) / 1000;
    await sleep(300);
    const footer = { change: 'company phone (every page)', seconds: footerSeconds, buildSeconds: (await buildTime()) / 1000, files: filesWrittenSince(loggedBeforeFooter) };

    // The drafts' preview renders the page it is asked for: the time to open three of them.
    const previewTimes: number[] = [];
    for (const path of ['/', `/portfolio/${target.slug}`, '/ar/about']) {
      const opened = Date.now();
      const preview = await fetch(`${base}/admin/preview/site${path}`, { headers: { cookie } });
      if (preview.status !== 200) throw new Error(`the preview of ${path} answered ${preview.status}`);
      await preview.text();
      previewTimes.push((Date.now() - opened) / 1000);
    }
    console.table(
      [...runs, footer].map((run) => ({ change: run.change, 'to live (s)': run.seconds.toFixed(2), 'publish (s)': run.buildSeconds.toFixed(2), 'files written': run.files })),
    );
    const sorted = runs
      .filter((run) => run.change.startsWith('edit title'))
      .map((run) => run.seconds)
      .sort((a, b) => a - b);
    const median = must(sorted[Math.floor(sorted.length / 2)], 'a run');
    const slowest = must(sorted.at(-1), 'a run');
    const projectCount = count;
    const footerTarget = projectCount > 100 ? 15 : 5;
    console.log(
      `Title edit → both editions live: median ${median.toFixed(2)} s, slowest ${slowest.toFixed(2)} s (${sorted.length} runs, ${projectCount} projects); a new project ${createdSeconds.toFixed(2)} s`,
    );
    console.log(`Footer change → every page live: ${footer.seconds.toFixed(1)} s`);
    console.log(`Preview of the drafts, a page opened: ${previewTimes.map((seconds) => seconds.toFixed(2)).join(' s, ')} s (/, a project, /ar/about)`);
    console.log(`Peak memory of the server process: ${memoryMb(server.pid).toFixed(0)} MB`);
    const pass = median <= TARGET.median && slowest <= TARGET.slowest && footer.seconds <= footerTarget && previewTimes.every((seconds) => seconds <= 1);
    console.log(
      `${pass ? 'PASS' : 'MISS'}  median ≤ ${TARGET.median} s, slowest ≤ ${TARGET.slowest} s, footer ≤ ${footerTarget} s, a preview ≤ 1 s (a loaded machine makes the figures noisy)`,
    );
    allPass &&= pass;
    summaries.push(
      `${projectCount} projects: title edit median ${median.toFixed(2)} s, slowest ${slowest.toFixed(2)} s; footer ${footer.seconds.toFixed(1)} s; files per title edit ${runs[0]?.files ?? 0}, per footer change ${footer.files}`,
    );
    count += 1;
  }
  console.log(`\n${summaries.join('\n')}\nPeak memory of the server process: ${memoryMb(server.pid).toFixed(0)} MB`);
  process.exitCode = allPass ? 0 : 1;
} catch (error) {
  console.error(`${String(error)}\nThe server's last publishing lines:\n${buildLines.slice(-8).join('\n')}`);
  process.exitCode = 1;
} finally {
  await stopped(server, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
