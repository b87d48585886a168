import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = fileURLToPath(new URL('../../scripts/start.ts', import.meta.url));
const LISTENING = /listening on [^\s]+:(\d+)\)/;

/**
 * The environment of a server living in its own temporary folder `dir` (database, uploads, site and
 * backups inside it), on loopback at a port of the system's choosing, without the demo seed;
 * `settings` adds to it or overrides it.
 */
export const serverEnv = <Settings extends NodeJS.ProcessEnv>(dir: string, settings: Settings = {} as Settings) => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: `file:${join(dir, 'site.db')}`,
  UPLOADS_DIR: join(dir, 'uploads'),
  SITE_DIR: join(dir, 'site'),
  BACKUP_DIR: join(dir, 'backups'),
  SEED_DEMO_CONTENT: '0',
  ...settings,
});

/** `npm start`'s process on a test's own environment, with everything it prints kept for assertions and failure messages. */
export interface ServerProcess {
  child: ChildProcess;
  /** What the process has printed so far, stdout and stderr together. */
  output: () => string;
  /** Where it answers: `PORT` on 127.0.0.1, or with `PORT=0` the port it reports once listening ('' before). */
  base: () => string;
  /** Resolves once it listens and answers /api/health; fails with its output if it exits or the time runs out. */
  ready: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM, then its exit code (what it exited with already, if it was not running). */
  stop: () => Promise<number | null>;
}

export const spawnServer = (env: NodeJS.ProcessEnv, { onOutput }: { onOutput?: (text: string) => void } = {}): ServerProcess => {
  const child = spawn(process.execPath, [ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    onOutput?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const base = () => {
    const port = env.PORT && env.PORT !== '0' ? env.PORT : LISTENING.exec(output)?.[1];
    return port ? `http://127.0.0.1:${port}` : '';
  };

  const ready = async (timeoutMs = 150_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !exited()) {
      const url = base();
      const healthy =
        url !== '' &&
        (await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        ));
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The server did not start${exited() ? ` (it exited with ${child.exitCode ?? child.signalCode})` : ''}:\n${output}`);
  };

  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (exited()) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });

  return { child, output: () => output, base, ready, stop };
};
