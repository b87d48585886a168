/**
 * Portfolio benchmark: how /portfolio holds up as the portfolio grows.
 *
 *   npm run bench:portfolio                    10, 100 and 1,000 projects
 *   BENCH_PROJECTS=100,1000 npm run bench:portfolio
 *   BENCH_RUNS=5                               Lighthouse runs per size (default 3); each figure is the median
 *   BENCH_LHR_DIR=/tmp/lhr                     also write each size's last Lighthouse report there (JSON), to read long tasks and boot-up time
 *
 * For each size: a temporary install is seeded (the demo projects, then copies of them with their real
 * images), the server publishes it on start as `npm start` does, and Lighthouse (mobile, simulated
 * throttling, Debian's Chromium) measures /portfolio. Prints the performance score, TBT, LCP, the HTML
 * size of the page and the publish (build) time, and exits non-zero when the page misses its budget.
 * A benchmark, not a test.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipBytes, median, runLighthouse, startChrome, startServer, type Lhr } from './bench/lighthouse.ts';
import { temporarySite } from './bench/temp-site.ts';

const SIZES = (process.env.BENCH_PROJECTS ?? '10,100,1000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const BUDGET = { score: 98, tbtMs: 50 } as const;

interface SizeResult {
  projects: number;
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  htmlKb: number;
  htmlGzipKb: number;
  cards: number;
  publishMs: number;
}

const measure = async (chromePort: number, projects: number): Promise<SizeResult> => {
  console.log(`${projects} projects: seeding a temporary install…`);
  const site = await temporarySite(projects);
  const server = await startServer({ dir: site.dir, quiet: true });
  try {
    const publish = /is live after (\d+) ms/.exec(server.log());
    const html = await (await fetch(`${server.url}/portfolio`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    console.log(`${projects} projects: published; Lighthouse on /portfolio…`);
    const runs: Lhr[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(chromePort, `${server.url}/portfolio`));
    const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    if (process.env.BENCH_LHR_DIR) {
      await mkdir(process.env.BENCH_LHR_DIR, { recursive: true });
      await writeFile(join(process.env.BENCH_LHR_DIR, `portfolio-${projects}.json`), JSON.stringify(runs.at(-1)));
    }
    return {
      projects,
      score: Math.round(median(runs.map((lhr) => lhr.categories.performance?.score ?? 0)) * 100),
      tbtMs: metric('total-blocking-time'),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      htmlKb: Buffer.byteLength(html) / 1024,
      htmlGzipKb: (await gzipBytes(`${server.url}/portfolio`)) / 1024,
      cards: (html.match(/data-category=/g) ?? []).length,
      publishMs: publish ? Number(publish[1]) : Number.NaN,
    };
  } finally {
    await server.stop();
    await rm(site.dir, { recursive: true, force: true });
  }
};

const chrome = await startChrome();
const results: SizeResult[] = [];
try {
  for (const size of SIZES) results.push(await measure(chrome.port, size));
} finally {
  await chrome.stop();
}

const header = ['projects', 'perf', 'TBT', 'LCP', 'CLS', 'cards in HTML', 'HTML', 'HTML gzip', 'publish'];
const rows = results.map((result) => [
  result.projects.toLocaleString('en-US'),
  String(result.score),
  `${Math.round(result.tbtMs)} ms`,
  `${(result.lcpMs / 1000).toFixed(2)} s`,
  result.cls.toFixed(3),
  String(result.cards),
  `${result.htmlKb.toFixed(1)} KB`,
  `${result.htmlGzipKb.toFixed(1)} KB`,
  `${(result.publishMs / 1000).toFixed(1)} s`,
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ');
console.log(`\n/portfolio as the portfolio grows\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
for (const row of rows) console.log(line(row));
console.log(`\nMedians of ${RUNS} Lighthouse run(s) per size (mobile, simulated throttling). Publish: the server's whole first build (every page, precompressed).`);

const failures = results.flatMap((result) => [
  ...(result.score < BUDGET.score ? [`${result.projects} projects: performance ${result.score} < ${BUDGET.score}`] : []),
  ...(result.tbtMs > BUDGET.tbtMs ? [`${result.projects} projects: TBT ${Math.round(result.tbtMs)} ms > ${BUDGET.tbtMs} ms`] : []),
]);
if (failures.length) {
  console.error(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll budgets met (performance ≥ ${BUDGET.score}, TBT ≤ ${BUDGET.tbtMs} ms).`);
}
