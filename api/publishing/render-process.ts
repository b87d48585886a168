import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RenderedFile } from '../../shared/site-bundle.ts';
import { PROJECT_ROOT } from './project-root.ts';
import type { RenderedSite } from './render-site.ts';
import type { BuiltBundle } from './site-bundles.ts';

const CHILD = fileURLToPath(new URL('./render-child.ts', import.meta.url));

/** What the renderer is asked: the site into a build folder, or one page from the drafts. */
export type RenderRequest = { bundle: BuiltBundle; site: string } & ({ kind: 'site'; outDir: string; liveDir: string | null; drafts: boolean } | { kind: 'draft'; path: string });

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The renderer child process (render-child.ts), started at the first request and again after it exits; `env`
 * names the database (DATABASE_URL). `stop()` ends it; a request in progress then fails.
 */
export const createRenderProcess = (env: NodeJS.ProcessEnv) => {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const start = () => {
    const started = fork(CHILD, [], { cwd: PROJECT_ROOT, env, execArgv: [], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (message: { id?: number; result?: unknown; error?: string }) => {
      if (message.id === undefined) return;
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      failAll(new Error(`The page renderer stopped (${signal ?? `exit code ${code}`}).`));
    });
    return started;
  };

  const ask = <T>(request: RenderRequest): Promise<T> => {
    child ??= start();
    const id = nextId++;
    const sent = child;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      sent.send({ id, request });
    });
  };

  return {
    renderSite: (request: Extract<RenderRequest, { kind: 'site' }>) => ask<RenderedSite>(request),
    renderDraft: (request: Extract<RenderRequest, { kind: 'draft' }>) => ask<RenderedFile | null>(request),
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.disconnect();
        setTimeout(() => running.kill('SIGKILL'), 5000).unref();
      });
    },
  };
};
