import { spawn } from 'node:child_process';

/**
 * Runs a child process to the end. Resolves on exit code 0; otherwise rejects with what it was
 * and the last lines it printed, which is what an admin needs to see on the dashboard.
 */
export const runChild = (what: string, command: string, args: string[], { cwd, env, signal }: { cwd: string; env: NodeJS.ProcessEnv; signal: AbortSignal }) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], signal });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => reject(new Error(signal.aborted ? `${what} was stopped.` : `${what} could not start: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const lastLines = output.trim().split('\n').slice(-12).join('\n');
      reject(new Error(`${what} exited with code ${code}.\n${lastLines}`));
    });
  });
