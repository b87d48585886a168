/**
 * npm run bench:analytics — what counting page views costs a page (decision 160). A temporary install
 * with the demo projects is built once; then two servers serve that same live build on the same database,
 * one with ANALYTICS=server and one with ANALYTICS=off, and a static page (`/about`, answered from memory)
 * is loaded on each in interleaved rounds, each round starting with the other server. The requests come as
 * a browser's, each address asking PAGES_PER_VISITOR times (X-Forwarded-For behind TRUST_PROXY=true), so a
 * quarter of the counting server's page views are a new visitor's first of the day. Prints requests per second, p50/p99 latency and the server's CPU time per request,
 * the medians of the rounds' ratios against the goals (at least 95 % of the requests per second, p99 at most
 * 1 ms more), and whether every page answered was counted. Figures vary with the machine's load: compare
 * within one run. `BENCH_ROUNDS` (default 11), `BENCH_CONNECTIONS` (default 10).
 */
import { readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { openDatabase } from '../db/client.ts';
import { createSiteBuilds } from '../api/publishing/site-builds.ts';
import { must } from '../shared/must.ts';
import { averageSteal, formatSteal, measureSteal } from './bench/cpu-steal.ts';
import { median } from './bench/median.ts';
import { startBenchServer, stopped } from './bench/server-process.ts';
import { temporarySite } from './bench/temp-site.ts';

const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 11));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const ROUND_SECONDS = 2;
const PAGE = '/about';
/** Page views per visitor: each address asks this many times, then the next address comes (a day's visit is 2–5 pages on most sites). */
const PAGES_PER_VISITOR = 4;
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

console.log('Seeding and building a temporary install (a minute)…');
const site = await temporarySite(10);
const { out } = await site.build('bench-analytics');
await createSiteBuilds(must(site.env.SITE_DIR)).activate(out);

const startServer = async (analytics: 'server' | 'off') => {
  const { child, port } = await startBenchServer(
    'site-server.ts',
    { ...site.env, ANALYTICS: analytics, TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '0', SEED_DEMO_CONTENT: '0' },
    `the ${analytics} server`,
  );
  return { analytics, child, pid: must(child.pid, 'a server process id'), url: `http://127.0.0.1:${port}${PAGE}` };
};
const counting = await startServer('server');
const notCounting = await startServer('off');
const servers = [counting, notCounting];

/** CPU time a process has used, in µs (from /proc). */
const cpuMicros = (pid: number) => {
  const fields = must(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1], 'a /proc stat line').split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
};

let sent = 0;
const nextAddress = () => {
  const visitor = Math.floor(sent++ / PAGES_PER_VISITOR) % 2 ** 24;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};
const load = (url: string, seconds: number) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' },
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } }) }],
  });

interface Round {
  requests: number;
  /** The server's CPU time over the round, in µs. */
  cpuTotal: number;
  rate: number;
  p50: number;
  p99: number;
  cpu: number;
  ok: number;
  stolen: number | null;
}
const rounds = new Map<string, Round[]>(servers.map((server) => [server.analytics, []]));
let answered = 0;

// A warm-up: the first seconds after a start measure the JIT compilers, not the page.
for (const server of servers) {
  const warm = await load(server.url, 2);
  if (server === counting) answered += warm['2xx'];
}
console.log(`${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s per server, ${CONNECTIONS} connections, GET ${PAGE}…`);
for (let round = 0; round < ROUNDS; round++) {
  for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
    const cpuBefore = cpuMicros(server.pid);
    const steal = measureSteal();
    const result = await load(server.url, ROUND_SECONDS);
    if (server === counting) answered += result['2xx'];
    const cpuTotal = cpuMicros(server.pid) - cpuBefore;
    must(rounds.get(server.analytics)).push({
      requests: result.requests.total,
      cpuTotal,
      rate: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpu: cpuTotal / Math.max(1, result.requests.total),
      ok: result['2xx'],
      stolen: steal(),
    });
  }
}

await Promise.all(servers.map(({ child }) => stopped(child, 'SIGTERM')));
const database = await openDatabase({ url: must(site.env.DATABASE_URL) });
const viewRows = await database.client.execute("SELECT coalesce(sum(count), 0) AS views FROM analytics_day WHERE metric = 'views'");
const visitorRows = await database.client.execute("SELECT coalesce(sum(count), 0) AS visitors FROM analytics_day WHERE metric = 'visitors'");
database.close();
rmSync(site.dir, { recursive: true, force: true });

const on = must(rounds.get('server'));
const off = must(rounds.get('off'));
const pairs = on.map((round, index) => [round, must(off[index])] as const);
const rateShare = median(pairs.map(([withCounting, without]) => withCounting.rate / without.rate));
const cpuShare = median(pairs.map(([withCounting, without]) => without.cpu / withCounting.cpu));
// Over all rounds together, which a slow second of the machine moves less than one round's ratio.
const sum = (of: Round[], figure: (round: Round) => number) => of.reduce((total, round) => total + figure(round), 0);
const overallRate = sum(on, (round) => round.requests) / sum(off, (round) => round.requests);
const overallCpu = sum(off, (round) => round.cpuTotal) / sum(off, (round) => round.requests) / (sum(on, (round) => round.cpuTotal) / sum(on, (round) => round.requests));
const p99Growth = median(on.map((round) => round.p99)) - median(off.map((round) => round.p99));
const row = (analytics: string, of: Round[]) => ({
  ANALYTICS: analytics,
  'req/s': Math.round(median(of.map((round) => round.rate))),
  'server CPU µs/req': Math.round(median(of.map((round) => round.cpu))),
  'p50 ms': median(of.map((round) => round.p50)),
  'p99 ms': median(of.map((round) => round.p99)),
  'slowest round p99 ms': Math.max(...of.map((round) => round.p99)),
  'CPU stolen': formatSteal(averageSteal(of.map((round) => round.stolen))),
});
console.log(`\nA static page (GET ${PAGE}), ${CONNECTIONS} connections, loopback; each figure is the median of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s\n`);
console.table([row('server', on), row('off', off)]);
const views = Number(viewRows.rows[0]?.views ?? 0);
const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
const checks = [
  [
    `requests per second with ANALYTICS=server ≥ 95 % of ANALYTICS=off (${percent(rateShare)}, by server CPU per request ${percent(cpuShare)}: medians of the rounds; ${percent(overallRate)} and ${percent(overallCpu)} over all rounds)`,
    rateShare >= 0.95,
  ],
  [`p99 with ANALYTICS=server at most 1 ms above ANALYTICS=off (${p99Growth >= 0 ? '+' : ''}${p99Growth.toFixed(1)} ms)`, p99Growth <= 1],
  // Requests in flight when a run stops are answered and counted but not counted by autocannon: at most the connections of each run.
  [
    `every page answered by the counting server counted (${views} page views stored for ${answered} answered 200, ${Number(visitorRows.rows[0]?.visitors ?? 0)} visitors)`,
    views >= answered && views <= answered + (ROUNDS + 1) * CONNECTIONS,
  ],
] as const;
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
