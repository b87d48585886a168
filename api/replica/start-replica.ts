import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { databaseFilePath, litestreamConfig, litestreamConfigPath, type ReplicaSetting } from './litestream-config.ts';
import { litestreamBinary } from './litestream.ts';
import { replicaLag } from './replica-lag.ts';

const STOP_WAIT_MS = 5000;

/**
 * Streams the database file to DATABASE_REPLICA_URL with Litestream, in a child process that lives as long
 * as the server. stop() lets Litestream send the last changes (after the database is closed) and end.
 */
export const startReplica = async (databaseUrl: string, setting: ReplicaSetting) => {
  const databasePath = databaseFilePath(databaseUrl);
  const configPath = litestreamConfigPath(databasePath);
  await writeFile(configPath, litestreamConfig(databasePath, setting), { mode: 0o600 });
  let child: ChildProcess | undefined;
  let stopping = false;
  let lastError = '';

  const run = () => {
    const started = spawn(litestreamBinary(), ['replicate', '-config', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    const log = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        if (/error|fail/i.test(line)) lastError = line;
        console.log(`[replica] ${line}`);
      }
    };
    started.stdout?.on('data', log);
    started.stderr?.on('data', log);
    started.once('exit', (code, signal) => {
      if (stopping) return;
      lastError = `Litestream stopped (${code ?? signal}); starting it again`;
      console.error(`[replica] ${lastError}`);
      setTimeout(() => {
        if (!stopping) child = run();
      }, 2000).unref();
    });
    return started;
  };
  child = run();
  console.log(`[replica] streaming the database to ${setting.url}`);

  return {
    url: setting.url,
    configPath,
    databasePath,
    lag: () => replicaLag(configPath, databasePath),
    lastError: () => lastError,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
        const timer = setTimeout(() => running.kill('SIGKILL'), STOP_WAIT_MS);
        running.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        running.kill('SIGTERM');
      }),
  };
};
