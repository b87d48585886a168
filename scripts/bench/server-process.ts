import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './temp-site.ts';

/** In production the API takes only SITE_URL's origin as its own; the benchmarks' requests send it. */
export const BENCH_SITE_URL = 'https://bench.nileatelier.test';

/** Runs a server script of scripts/bench with the V8 flags of `npm start` and waits for the `READY <port>` it prints. */
export const startBenchServer = async (script: string, env: NodeJS.ProcessEnv, name: string) => {
  const child = spawn(process.execPath, ['--max-semi-space-size=16', '--max-old-space-size=256', join(ROOT, 'scripts/bench', script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /READY (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return { child, port, base: `http://127.0.0.1:${port}` };
};

/** The API server of scripts/bench/api-server.ts on a temporary database and folders in `dir`, in production. */
export const startApiServer = (dir: string, env: NodeJS.ProcessEnv, name: string) =>
  startBenchServer(
    'api-server.ts',
    {
      ...process.env,
      DATABASE_URL: `file:${join(dir, 'bench.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      SITE_DIR: join(dir, 'site'),
      BACKUP_DIR: join(dir, 'backups'),
      SEED_DEMO_CONTENT: '0',
      RATE_LIMIT_SCALE: '0',
      NODE_ENV: 'production',
      SITE_URL: BENCH_SITE_URL,
      ...env,
    },
    name,
  );

/** Sends the signal and resolves when the process has exited (at once when it had already). */
export const stopped = (child: ChildProcess, signal: NodeJS.Signals) => {
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
};

/** A process's peak (VmHWM) or current (VmRSS) resident memory, in MB (Linux). */
export const memoryMb = (pid: number | undefined, field: 'VmHWM' | 'VmRSS' = 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
