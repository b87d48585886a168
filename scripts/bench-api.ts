/**
 * npm run bench:api — load on the API over loopback, bounded in time.
 * Starts the real app in a child process on a temporary database, then for each route prints
 * requests per second, p50/p99 latency, and at the end the server's peak resident memory and
 * whether every accepted write was stored. Targets (2-core machine): read routes ≥ half the
 * trivial route's throughput, p99 < 20 ms at 50 connections, peak RSS < 250 MB, no write lost.
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

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-bench-api-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;

// Same V8 flags as `npm start`.
const server = spawn(process.execPath, ['--max-semi-space-size=16', '--max-old-space-size=256', join(root, 'scripts/bench/api-server.ts')], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: databaseUrl, UPLOADS_DIR: join(dir, 'uploads'), SITE_DIR: join(dir, 'site'), BACKUP_DIR: join(dir, 'backups'), SEED_DEMO_CONTENT: '0', RATE_LIMIT_SCALE: '0', OWNER_PASSWORD: 'bench-owner-pass', NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise<number>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const match = /READY (\d+)/.exec(chunk.toString());
    if (match) resolve(Number(match[1]));
  });
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const base = `http://127.0.0.1:${port}`;
const peakRssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

let sequence = 0;
const scenarios: { name: string; options: autocannon.Options }[] = [
  { name: 'GET /api/health (ceiling)', options: { url: `${base}/api/health` } },
  { name: 'GET /api/projects', options: { url: `${base}/api/projects` } },
  { name: 'GET /api/projects/{slug}', options: { url: `${base}/api/projects/benchmark-project-7` } },
  {
    name: 'POST /api/contact',
    options: {
      url: `${base}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', phone: '+20 100 000 0000', subject: 'Benchmark enquiry', message: 'A message written by the API benchmark.' }),
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

const rows: Record<string, string | number>[] = [];
const accepted: Record<string, number> = {};
for (const scenario of scenarios) {
  const warmUp = await autocannon({ ...scenario.options, connections: 10, duration: 1 });
  const result = await autocannon({ ...scenario.options, connections: CONNECTIONS, duration: DURATION_SECONDS });
  accepted[scenario.name] = warmUp['2xx'] + result['2xx'];
  rows.push({
    route: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors,
  });
}
const peak = peakRssMb();
server.kill('SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));

const database = await openDatabase({ url: databaseUrl });
const [contacts] = await database.db.select({ n: count() }).from(contactMessage);
const [subscribers] = await database.db.select({ n: count() }).from(subscribeEmail);
database.close();
rmSync(dir, { recursive: true, force: true });

console.log(`\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, loopback\n`);
console.table(rows);
const ceiling = Number(rows[0]!['req/s']);
const checks = [
  ...rows.slice(1, 3).map((row) => [`${row.route} ≥ half of ceiling (${Math.round(ceiling / 2)} req/s)`, Number(row['req/s']) >= ceiling / 2] as const),
  ...rows.map((row) => [`${row.route} p99 < 20 ms (${row['p99 ms']} ms)`, Number(row['p99 ms']) < 20] as const),
  [`peak resident memory < 250 MB (${peak.toFixed(0)} MB)`, peak < 250] as const,
  // Requests still in flight when a run stops are stored but not counted by autocannon: rows may exceed
  // the 201s by at most the connections of the two runs, never fall short of them.
  ...(
    [
      ['contact', contacts!.n, accepted['POST /api/contact']!],
      ['subscription', subscribers!.n, accepted['POST /api/subscribe']!],
    ] as const
  ).map(
    ([what, stored, answered]) =>
      [`every accepted ${what} stored (${stored} rows for ${answered} answered 201)`, stored >= answered && stored <= answered + CONNECTIONS + 10] as const,
  ),
];
for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
