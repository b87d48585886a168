/**
 * Portfolio benchmark: how /portfolio holds up as the portfolio grows.
 *
 *   npm run bench:portfolio                    10, 100 and 1,000 projects
 *   BENCH_PROJECTS=100,1000 npm run bench:portfolio
 *   BENCH_RUNS=3                               Lighthouse runs per size (default 5, as Lighthouse advises); each figure is the median
 *   BENCH_LHR_DIR=/tmp/lhr                     also write each size's last Lighthouse report there (JSON), to read long tasks and boot-up time
 *
 * For each size: a temporary install is seeded (the demo projects, then copies of them with their real
 * images) and the server publishes it on start as `npm start` does. Then Lighthouse (mobile, simulated
 * throttling, Debian's Chromium) measures /portfolio, going round the sizes run by run. Prints the
 * performance score, TBT, LCP, the HTML size of the page, the publish (build) time, and the machine's
 * speed during the runs (Lighthouse's benchmark index, the CPU time stolen by the host), and exits
 * non-zero when the page misses its budget.
 * A benchmark, not a test.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { averageSteal, formatSteal, measureSteal } from './bench/cpu-steal.ts';
import { median } from './bench/median.ts';
import { printRows } from './bench/print-rows.ts';
import { gzipBytes, runLighthouse, startChrome, startServer, type Lhr } from './bench/lighthouse.ts';
import { temporarySite } from './bench/temp-site.ts';

const SIZES = (process.env.BENCH_PROJECTS ?? '10,100,1000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
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
  /** Lighthouse's measure of the machine's speed during the runs (its median); higher is faster. */
  benchmarkIndex: number;
  /** The share of CPU time the host gave to other guests during the runs. */
  stolen: number | null;
}

/** One size's temporary install, published by its server as `npm start` does. */
const prepare = async (projects: number) => {
  console.log(`${projects} projects: seeding a temporary install…`);
  const site = await temporarySite(projects);
  const server = await startServer({ dir: site.dir, quiet: true });
  const publish = /is live after (\d+) ms/.exec(server.log());
  const html = await (await fetch(`${server.url}/portfolio`, { headers: { 'Accept-Encoding': 'identity' } })).text();
  console.log(`${projects} projects: published.`);
  return {
    projects,
    url: `${server.url}/portfolio`,
    html,
    htmlGzipKb: (await gzipBytes(`${server.url}/portfolio`)) / 1024,
    publishMs: publish ? Number(publish[1]) : Number.NaN,
    runs: [] as Lhr[],
    stolen: [] as (number | null)[],
    stop: async () => {
      await server.stop();
      await rm(site.dir, { recursive: true, force: true });
    },
  };
};
type Prepared = Awaited<ReturnType<typeof prepare>>;

const summarise = ({ projects, html, htmlGzipKb, publishMs, runs, stolen }: Prepared): SizeResult => {
  const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
  return {
    projects,
    score: Math.round(median(runs.map((lhr) => lhr.categories.performance?.score ?? 0)) * 100),
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    htmlKb: Buffer.byteLength(html) / 1024,
    htmlGzipKb,
    cards: (html.match(/data-category=/g) ?? []).length,
    publishMs,
    benchmarkIndex: median(runs.map((lhr) => lhr.environment.benchmarkIndex)),
    stolen: averageSteal(stolen),
  };
};

// Every size is published first; then the Lighthouse runs go round the sizes, so that a slow minute of
// the machine falls on all of them alike instead of on the one measured in it (decision 136).
const chrome = await startChrome();
const sizes: Prepared[] = [];
let results: SizeResult[];
try {
  for (const projects of SIZES) sizes.push(await prepare(projects));
  console.log(`Lighthouse on /portfolio, ${RUNS} round(s) over the ${sizes.length} size(s)…`);
  for (let run = 0; run < RUNS; run += 1) {
    for (const size of sizes) {
      const stolenSince = measureSteal();
      const lhr = await runLighthouse(chrome.port, size.url);
      const stolen = stolenSince();
      size.runs.push(lhr);
      size.stolen.push(stolen);
      console.log(
        `  run ${run + 1}, ${size.projects} projects: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, CPU stolen ${formatSteal(stolen)}`,
      );
    }
  }
  if (process.env.BENCH_LHR_DIR) {
    await mkdir(process.env.BENCH_LHR_DIR, { recursive: true });
    for (const size of sizes) await writeFile(join(process.env.BENCH_LHR_DIR, `portfolio-${size.projects}.json`), JSON.stringify(size.runs.at(-1)));
  }
  results = sizes.map(summarise);
} finally {
  await chrome.stop();
  for (const size of sizes) await size.stop();
}

const header = ['projects', 'perf', 'TBT', 'LCP', 'CLS', 'cards in HTML', 'HTML', 'HTML gzip', 'publish', 'benchmark index', 'CPU stolen'];
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
  String(Math.round(result.benchmarkIndex)),
  formatSteal(result.stolen),
]);
console.log('\n/portfolio as the portfolio grows');
printRows(header, rows);
console.log(`\nMedians of ${RUNS} Lighthouse run(s) per size, taken in turns (mobile, simulated throttling). Publish: the server's whole first build (every page, precompressed).`);

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
