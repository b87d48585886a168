/**
 * npm run bench:api — the API under 50 connections over loopback, bounded in time: what the islands,
 * the admin and the public forms feel. Starts the real server (as `npm start` runs it) in a child process
 * on a temporary database and prints, for each route, requests per second and p50/p99 latency (medians of
 * interleaved rounds, with the slowest round's p99 and the CPU the host took), the server's peak memory,
 * and whether every accepted write was stored. Then it writes contact messages to a fresh server and kills
 * it with SIGKILL mid-load: every message answered 201 must be in the database after.
 * Goals: GET /api/projects ≥ 2,000 req/s; p99 ≤ 20 ms for the reads and for contact and subscribe; no
 * accepted write lost, across the kill too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { contactMessage, subscribeEmail } from '../db/schema.ts';
import { must } from '../shared/must.ts';
import { averageSteal, formatSteal, measureSteal } from './bench/cpu-steal.ts';
import { median } from './bench/median.ts';
import { BENCH_SITE_URL, memoryMb, startApiServer, stopped } from './bench/server-process.ts';

const CONNECTIONS = 50;
const ROUNDS = 7;
const ROUND_SECONDS = 1;
/** The first seconds after a start measure the JIT compilers of the server and of autocannon, not the route (decision 136). */
const WARM_UP_SECONDS = 3;
const KILL_AFTER_MS = 2000;
const dir = mkdtempSync(join(tmpdir(), 'nile-bench-api-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;

const startServer = () => startApiServer(dir, { OWNER_PASSWORD: 'bench-owner-pass' }, 'the API server');
const countRows = async () => {
  const database = await openDatabase({ url: databaseUrl });
  const [contacts] = await database.db.select({ n: count() }).from(contactMessage);
  const [subscribers] = await database.db.select({ n: count() }).from(subscribeEmail);
  database.close();
  return { contacts: must(contacts).n, subscribers: must(subscribers).n };
};

/** Nothing here reads an answer's body: autocannon would decode every one as UTF-8 on the two cores the server uses. */
const dropBodies = (client: autocannon.Client) => {
  (client as unknown as { pipelinedRequests: { addBody: (data: Buffer) => void } }).pipelinedRequests.addBody = () => {};
};
const load = (options: autocannon.Options) => autocannon({ connections: CONNECTIONS, ...options, setupClient: dropBodies });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * One round on 50 connections opened for it: the requests of ROUND_SECONDS from the moment every connection has
 * had its first answer (the steady load the goals are about), and apart, the first request of each new
 * connection. Node accepts one new connection per turn of its event loop, so when 50 arrive at once at a busy
 * server the last one waits for about 50 turns: a burst of new visitors, measured and printed, not mixed into the p99.
 */
const measureRound = async (options: autocannon.Options) => {
  const steady: number[] = [];
  const first: number[] = [];
  const seen = new Set<unknown>();
  let settledAt = Number.POSITIVE_INFINITY;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ connections: CONNECTIONS, ...options, duration: 60, setupClient: dropBodies }, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
      const now = performance.now();
      if (!seen.has(client)) {
        seen.add(client);
        first.push(ms);
        if (seen.size === CONNECTIONS) settledAt = now;
      } else if (now - settledAt >= ROUND_SECONDS * 1000) run.stop();
      else if (now >= settledAt) steady.push(ms);
    });
  });
  steady.sort((a, b) => a - b);
  return {
    result,
    perSecond: steady.length / ROUND_SECONDS,
    p50: percentile(steady, 50),
    p99: percentile(steady, 99),
    firstSlowest: Math.max(...first),
  };
};

let sequence = 0;
const routes = (base: string) => {
  // Read routes are asked as a browser asks: accepting compressed answers.
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const json = { 'content-type': 'application/json', origin: BENCH_SITE_URL };
  return [
    { name: 'GET /api/projects', write: false, options: { url: `${base}/api/projects`, headers: browser } },
    { name: 'GET /api/projects/{slug}', write: false, options: { url: `${base}/api/projects/benchmark-project-7`, headers: browser } },
    {
      name: 'POST /api/contact',
      write: true,
      options: {
        url: `${base}/api/contact`,
        method: 'POST' as const,
        headers: json,
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
      write: true,
      options: {
        url: `${base}/api/subscribe`,
        method: 'POST' as const,
        headers: json,
        requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify({ email: `reader${++sequence}@example.com` }) }) }],
      },
    },
  ];
};

// Every route runs in many short interleaved rounds: the machine's other load and the host's share of the
// cores change from second to second, and each round falls on every route alike.
const { child: server, base } = await startServer();
const measured = routes(base);
const accepted = new Map<string, number>();
const rounds = new Map<string, (Awaited<ReturnType<typeof measureRound>> & { steal: number | null })[]>();
const add2xx = (name: string, result: autocannon.Result) => accepted.set(name, (accepted.get(name) ?? 0) + result['2xx']);
for (const route of measured) add2xx(route.name, await load({ ...route.options, duration: WARM_UP_SECONDS }));
for (let round = 0; round < ROUNDS; round++) {
  for (const route of measured) {
    const steal = measureSteal();
    const measuredRound = await measureRound(route.options);
    add2xx(route.name, measuredRound.result);
    rounds.set(route.name, [...(rounds.get(route.name) ?? []), { ...measuredRound, steal: steal() }]);
  }
}
const peakMb = memoryMb(server.pid);
await stopped(server, 'SIGTERM');
const stored = await countRows();

// A fresh server takes contact messages until it is killed: what it answered 201 must be stored.
const crash = await startServer();
const before = (await countRows()).contacts;
const writing = load({ ...must(routes(crash.base)[2]).options, duration: 10 });
await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
await stopped(crash.child, 'SIGKILL');
const crashLoad = await writing;
const afterKill = (await countRows()).contacts - before;
rmSync(dir, { recursive: true, force: true });

const rows = measured.map((route) => {
  const results = must(rounds.get(route.name), route.name);
  return {
    route: route.name,
    'req/s': Math.round(median(results.map(({ perSecond }) => perSecond))),
    'p50 ms': Math.round(median(results.map(({ p50 }) => p50))),
    'p99 ms': Math.round(median(results.map(({ p99 }) => p99))),
    'slowest round p99 ms': Math.round(Math.max(...results.map(({ p99 }) => p99))),
    'new connection, slowest ms': Math.round(median(results.map(({ firstSlowest }) => firstSlowest))),
    'CPU stolen': formatSteal(averageSteal(results.map(({ steal }) => steal))),
    '2xx': accepted.get(route.name) ?? 0,
    'non-2xx': results.reduce((sum, { result }) => sum + result.non2xx, 0),
    errors: results.reduce((sum, { result }) => sum + result.errors, 0),
  };
});
console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, loopback; medians of ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s (from the moment all of a round's new connections have been answered once) after ${WARM_UP_SECONDS} s of warm-up per route;\n"new connection, slowest": the first answer to the last of ${CONNECTIONS} connections opened at once on the busy server\n`,
);
console.table(rows);
const row = (name: string) =>
  must(
    rows.find((r) => r.route === name),
    name,
  );
// Requests still in flight when a run stops are stored but not counted by autocannon: rows may exceed the 201s
// by at most the connections of each run (the warm-up and the rounds), never fall short of them.
const storedAll = (rowsStored: number, answered: number) => rowsStored >= answered && rowsStored <= answered + (ROUNDS + 1) * CONNECTIONS;
const checks = [
  [`GET /api/projects ≥ 2,000 req/s (${row('GET /api/projects')['req/s']})`, row('GET /api/projects')['req/s'] >= 2000] as const,
  ...rows.map((r) => [`${r.route} p99 ≤ 20 ms (${r['p99 ms']} ms; slowest round ${r['slowest round p99 ms']} ms)`, r['p99 ms'] <= 20] as const),
  [
    `every accepted contact stored (${stored.contacts} rows for ${accepted.get('POST /api/contact')} answered 201)`,
    storedAll(stored.contacts, must(accepted.get('POST /api/contact'))),
  ] as const,
  [
    `every accepted subscription stored (${stored.subscribers} rows for ${accepted.get('POST /api/subscribe')} answered 201)`,
    storedAll(stored.subscribers, must(accepted.get('POST /api/subscribe'))),
  ] as const,
  [`a SIGKILL under writes loses no acknowledged message (${afterKill} stored for ${crashLoad['2xx']} answered 201)`, afterKill >= crashLoad['2xx']] as const,
];
console.log(`peak resident memory: ${peakMb.toFixed(0)} MB`);
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
