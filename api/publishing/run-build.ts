import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BUILD_SCRIPT = fileURLToPath(new URL('../../scripts/build-site.ts', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the static build in a child process, so the server keeps answering while Astro works.
 * Rejects with the tail of the build's output when it fails.
 */
export const runSiteBuild = (env: NodeJS.ProcessEnv) => (outDir: string, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT, '--out', outDir], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => reject(new Error(signal.aborted ? 'The build was stopped.' : error.message)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const lastLines = output.trim().split('\n').slice(-12).join('\n');
      reject(new Error(`The site build exited with code ${code}.\n${lastLines}`));
    });
  });
