import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const run = (args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(log) : reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${log.slice(-3000)}`))));
  });

/**
 * A throwaway install in a temporary folder: database, uploads and site folders, seeded with the demo
 * projects (and copies of them up to `projects`). `build` publishes the site into `siteDir/builds/<name>`
 * the way the server's publisher does and returns how long it took.
 */
export const temporarySite = async (projects: number) => {
  const dir = await mkdtemp(join(tmpdir(), 'nile-site-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SITE_DIR: join(dir, 'site'),
    BACKUP_DIR: join(dir, 'backups'),
    OWNER_PASSWORD: `temp-${Math.random().toString(36).slice(2)}`,
    PROJECT_COUNT: String(projects),
  };
  await run(['scripts/bench/seed-projects.ts'], env);
  return {
    dir,
    env,
    build: async (name = 'build') => {
      const out = join(dir, 'site', 'builds', name);
      const started = performance.now();
      await run(['scripts/build-site.ts', '--out', out], env);
      return { out, ms: performance.now() - started };
    },
  };
};
