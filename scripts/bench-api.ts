/**
 * npm run bench:api — load on the API over loopback, bounded in time.
 * Starts a bare Hono app (the ceiling) and the real app, each in a child process, the real one on a
 * temporary database; for each route prints requests per second, p50/p99 latency, and at the end
 * the server's peak resident memory and whether every accepted write was stored. Targets:
 * /api/health ≥ 70 % of the bare app, /api/projects ≥ 90 % of /api/health, p99 < 20 ms at
 * 50 connections, peak RSS < 250 MB, no write lost. `BENCH_CPU_PROF=1` writes a CPU profile of the
 * real server into ./profiles (`node scripts/bench/summarise-profile.ts <file>` sums its self time per
 * function and file). Read routes send a browser's Accept-Encoding; the project list is also measured
 * without it, for information (its 18 KB are then mostly socket writes). Figures vary with the
 * machine's load: compare within one run. Every figure is the median of interleaved rounds, with the share of
 * CPU time the host took for other guests beside it; the ratios are medians of ratios within the rounds, by
 * the server's CPU time per request (the load generator shares the cores; req/s are printed beside them).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { contactMessage, subscribeEmail } from '../db/schema.ts';
import { must } from '../shared/must.ts';
import { averageSteal, formatSteal, measureSteal } from './bench/cpu-steal.ts';
import { median } from './bench/median.ts';

const CONNECTIONS = 50;
const WRITE_WARM_UP_SECONDS = 3;
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-bench-api-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;

// Same V8 flags as `npm start`.
const V8_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=256'];
const startServer = async (script: string, flags: string[] = []) => {
  const child = spawn(process.execPath, [...V8_FLAGS, ...flags, join(root, script)], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: join(dir, 'uploads'),
      SITE_DIR: join(dir, 'site'),
      BACKUP_DIR: join(dir, 'backups'),
      SEED_DEMO_CONTENT: '0',
      RATE_LIMIT_SCALE: '0',
      OWNER_PASSWORD: 'bench-owner-pass',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /READY (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
};
const stopServer = async (child: ReturnType<typeof spawn>) => {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

const bare = await startServer('scripts/bench/bare-hono-server.ts');
const profileFlags = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'profiles')}`] : [];
const { child: server, base } = await startServer('scripts/bench/api-server.ts', profileFlags);
const peakRssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

let sequence = 0;
/** CPU time a process has used, in µs (from /proc; less sensitive to other load on the machine than req/s). */
const cpuMicros = (pid: number) => {
  const fields = must(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1], 'a /proc stat line').split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
};

/**
 * autocannon keeps each answer's body as text (`body += chunk` in its request queue), decoding every body as
 * UTF-8 whether anything reads it or not. A compressed body is not UTF-8: decoding the list's 600 bytes cost
 * the load generator about 3 µs a request, and a slower load generator on the same two cores hands the server
 * fewer requests per wake-up, which the server's CPU per request then shows (decision 129). Nothing here reads
 * a body, so every connection drops them; the bytes are still counted.
 */
const dropBodies = (client: autocannon.Client) => {
  (client as unknown as { pipelinedRequests: { addBody: (data: Buffer) => void } }).pipelinedRequests.addBody = () => {};
};
const load = (options: autocannon.Options) => autocannon({ ...options, setupClient: dropBodies });

// Read routes are asked as a browser (the admin, the islands) asks: accepting compressed answers.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const CEILING = 'bare Hono GET /api/health (ceiling)';
const scenarios: { name: string; options: autocannon.Options; pid?: number }[] = [
  { name: CEILING, options: { url: `${bare.base}/api/health`, headers: BROWSER }, pid: bare.child.pid },
  { name: 'GET /api/health', options: { url: `${base}/api/health`, headers: BROWSER } },
  { name: 'GET /api/projects', options: { url: `${base}/api/projects`, headers: BROWSER } },
  { name: 'GET /api/projects/{slug}', options: { url: `${base}/api/projects/benchmark-project-7`, headers: BROWSER } },
  { name: 'GET /api/projects, no Accept-Encoding', options: { url: `${base}/api/projects` } },
  {
    name: 'POST /api/contact',
    options: {
      url: `${base}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        name: 'Load Test',
        email: 'load@example.com',
        phone: '+20 100 000 0000',
        subject: 'Benchmark enquiry',
        message: 'A message written by the API benchmark.',
      }),
    },
  },
  {
    name: 'POST /api/subscribe',
    options: {
      url: `${base}/api/subscribe`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: `reader${++sequence}@example.com` }) }) }],
    },
  },
];

// On a shared machine the load of other processes, and the time the host gives to other guests, change
// from second to second: every route runs in many short interleaved rounds, the read routes' ratios are
// medians of the ratios within a round (routes measured one second apart), and each figure of the table is
// the median of its route's rounds, with the slowest round's p99 and the CPU stolen beside it (decision 136).
// A write route is first loaded for a while at the measured concurrency (its answers count towards
// "nothing lost", not towards the latency): the first seconds after a start measure the JIT compilers
// of the server and of autocannon, not the route (decision 132).
const READ_ROUTES = 5;
const ROUNDS = 11;
const ROUND_SECONDS = 1;
const rounds = new Map<string, autocannon.Result[]>();
const rates = new Map<string, number[]>();
const cpuPerRequest = new Map<string, number[]>();
/** The load generator's own CPU time per request: autocannon runs in this process, on the same two cores. */
const clientCpuPerRequest = new Map<string, number[]>();
const stolen = new Map<string, (number | null)[]>();
const accepted = new Map<string, number>();
const pushTo = <T>(map: Map<string, T[]>, name: string, value: T) => map.set(name, [...(map.get(name) ?? []), value]);
const count2xx = (name: string, result: autocannon.Result) => accepted.set(name, (accepted.get(name) ?? 0) + result['2xx']);
const measureRounds = async (measured: typeof scenarios) => {
  for (let round = 0; round < ROUNDS; round++) {
    for (const scenario of measured) {
      const pid = must(scenario.pid ?? server.pid, 'a server process id');
      const cpuBefore = cpuMicros(pid);
      const clientBefore = process.cpuUsage();
      const steal = measureSteal();
      const result = await load({ ...scenario.options, connections: CONNECTIONS, duration: ROUND_SECONDS });
      const requests = Math.max(1, result.requests.total);
      const client = process.cpuUsage(clientBefore);
      pushTo(stolen, scenario.name, steal());
      pushTo(cpuPerRequest, scenario.name, (cpuMicros(pid) - cpuBefore) / requests);
      pushTo(clientCpuPerRequest, scenario.name, (client.user + client.system) / requests);
      pushTo(rounds, scenario.name, result);
      pushTo(rates, scenario.name, result.requests.average);
      count2xx(scenario.name, result);
    }
  }
};
const reads = scenarios.slice(0, READ_ROUTES);
const writes = scenarios.slice(READ_ROUTES);
for (const scenario of reads) await load({ ...scenario.options, connections: 10, duration: 1 });
await measureRounds(reads);
for (const scenario of writes) count2xx(scenario.name, await load({ ...scenario.options, connections: CONNECTIONS, duration: WRITE_WARM_UP_SECONDS }));
await measureRounds(writes);

/** The median over the rounds of `share` between one route's figure and another's in the same round. */
const paired = (figures: Map<string, number[]>, part: string, whole: string, share: (part: number, whole: number) => number) => {
  const wholes = must(figures.get(whole), whole);
  return median(must(figures.get(part), part).map((figure, index) => share(figure, must(wholes[index], whole))));
};

const rows = scenarios.map((scenario) => {
  const results = must(rounds.get(scenario.name), scenario.name);
  return {
    route: scenario.name,
    'req/s': Math.round(median(must(rates.get(scenario.name), scenario.name))),
    'server CPU µs/req': Math.round(median(must(cpuPerRequest.get(scenario.name), scenario.name))),
    'client CPU µs/req': Math.round(median(must(clientCpuPerRequest.get(scenario.name), scenario.name))),
    'p50 ms': median(results.map((result) => result.latency.p50)),
    'p99 ms': median(results.map((result) => result.latency.p99)),
    'slowest round p99 ms': Math.max(...results.map((result) => result.latency.p99)),
    'CPU stolen': formatSteal(averageSteal(must(stolen.get(scenario.name), scenario.name))),
    '2xx': accepted.get(scenario.name) ?? 0,
    'non-2xx': results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
});
const peak = peakRssMb();
await Promise.all([stopServer(server), stopServer(bare.child)]);

const database = await openDatabase({ url: databaseUrl });
const [contacts] = await database.db.select({ n: count() }).from(contactMessage);
const [subscribers] = await database.db.select({ n: count() }).from(subscribeEmail);
database.close();
rmSync(dir, { recursive: true, force: true });

console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, loopback; each figure is the median of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s (2xx: all rounds, and the writes' warm-up of ${WRITE_WARM_UP_SECONDS} s)\n`,
);
console.table(rows);
const percent = (share: number) => `${Math.round(100 * share)} %`;
const clientCpu = (route: string) => median(must(clientCpuPerRequest.get(route), route));
// The load generator runs on the same two cores and spends about as much per request as the server, more
// for a larger answer: req/s measure it as much as the server. The server's own CPU time per request is what
// a route costs, so the ratios are judged by it (decision 129); the req/s ratios are printed beside them.
console.log(`autocannon's own CPU per request: ${clientCpu('GET /api/health').toFixed(1)} µs for /api/health, ${clientCpu('GET /api/projects').toFixed(1)} µs for /api/projects.`);
// A route's share of another: its rate over theirs, or their CPU per request over its own (the rate it allows a server core).
const share = (part: string, whole: string) => ({
  cpu: paired(cpuPerRequest, part, whole, (cost, wholeCost) => wholeCost / cost),
  rate: paired(rates, part, whole, (rate, wholeRate) => rate / wholeRate),
});
const shares = {
  health: share('GET /api/health', CEILING),
  projects: share('GET /api/projects', 'GET /api/health'),
  project: share('GET /api/projects/{slug}', 'GET /api/health'),
};
const shown = ({ cpu, rate }: { cpu: number; rate: number }) => `${percent(cpu)} by server CPU per request, ${percent(rate)} by req/s; medians of the rounds`;
const checks = [
  [`GET /api/health ≥ 70 % of bare Hono (${shown(shares.health)})`, shares.health.cpu >= 0.7] as const,
  [`GET /api/projects ≥ 90 % of GET /api/health (${shown(shares.projects)})`, shares.projects.cpu >= 0.9] as const,
  [`GET /api/projects/{slug} ≥ 90 % of GET /api/health (${shown(shares.project)})`, shares.project.cpu >= 0.9] as const,
  ...rows.slice(1).map((row) => [`${row.route} p99 < 20 ms (${row['p99 ms']} ms; slowest round ${row['slowest round p99 ms']} ms)`, row['p99 ms'] < 20] as const),
  [`peak resident memory < 250 MB (${peak.toFixed(0)} MB)`, peak < 250] as const,
  // Requests still in flight when a run stops are stored but not counted by autocannon: rows may exceed
  // the 201s by at most the connections of each run (the warm-up and the rounds), never fall short of them.
  ...(
    [
      ['contact', must(contacts).n, must(accepted.get('POST /api/contact'))],
      ['subscription', must(subscribers).n, must(accepted.get('POST /api/subscribe'))],
    ] as const
  ).map(
    ([what, stored, answered]) =>
      [`every accepted ${what} stored (${stored} rows for ${answered} answered 201)`, stored >= answered && stored <= answered + (ROUNDS + 1) * CONNECTIONS] as const,
  ),
];
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
