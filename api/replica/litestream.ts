import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The Litestream the @flydotio/litestream package brings for this system (0.3.13 with package 1.0.1). */
export const litestreamBinary = () => fileURLToPath(import.meta.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`));

/** Runs one Litestream command to its end: its exit code and what it printed. */
export const runLitestream = (args: string[], { timeoutMs = 60_000 }: { timeoutMs?: number } = {}) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(litestreamBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
