import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type AnswerFirst, listen } from '../server.ts';

/** Serves `app` (and its `answerFirst`, when it has one) on a real loopback socket for the tests of one file; `port` is set once it listens. */
export const useRealSocket = (app: () => { fetch: (request: Request, env: unknown) => Response | Promise<Response>; answerFirst?: AnswerFirst }) => {
  const state = { port: 0 };
  let server: ReturnType<typeof listen>;
  beforeAll(async () => {
    server = listen((request, env) => app().fetch(request, env), {
      port: 0,
      host: '127.0.0.1',
      answerFirst: (req, res) => app().answerFirst?.(req, res) ?? false,
    });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    state.port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return state;
};

export interface SocketAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request from a chosen loopback address (127.0.0.x), as a second client on the network would send it. */
export const sendFrom = (
  port: number,
  { from = '127.0.0.1', method = 'POST', path, headers = {}, body }: { from?: string; method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
) =>
  new Promise<SocketAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, localAddress: from, method, path, headers: { Origin: `http://127.0.0.1:${port}`, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });

/** A JSON request from a chosen loopback address. */
export const sendJson = (port: number, path: string, payload: unknown, options: { from?: string; headers?: Record<string, string>; method?: string } = {}) =>
  sendFrom(port, {
    ...options,
    path,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(payload),
  });
