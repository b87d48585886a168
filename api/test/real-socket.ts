import { type RequestListener, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { listen } from '../http/listen.ts';

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
  sendRaw(port, { from, method, path, headers: { Origin: `http://127.0.0.1:${port}`, ...headers }, body }).then(({ status, headers, body }) => ({
    status,
    headers,
    body: body.toString('utf8'),
  }));

/** One HTTP request as it is written: no header is added, no body is decoded. */
const sendRaw = (
  port: number,
  { from = '127.0.0.1', method = 'GET', path, headers = {}, body }: { from?: string; method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, localAddress: from, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });

/**
 * Serves `listener` (a front door) on a real loopback socket for the tests of one file; `port` is set once
 * it listens. `request` asks it as `app.request` asks a Hono app (from http://localhost), but over the
 * socket, and hands back the answer as it was written: the body is not decoded, and no header but Host
 * is added to the request.
 */
export const useRealSocket = (listener: () => RequestListener) => {
  const state = {
    port: 0,
    request: async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      // From the origin app.request uses, so a request made for one is the same request here.
      const headers = { host: 'localhost', ...Object.fromEntries(new Headers(init.headers)) };
      const answer = await sendRaw(state.port, { method, path, headers, body: init.body as string | undefined });
      const headerList = Object.entries(answer.headers).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((one) => [name, one]) : value === undefined ? [] : [[name, value]],
      );
      const hasBody = method !== 'HEAD' && answer.status !== 204 && answer.status !== 304;
      return new Response(hasBody ? new Uint8Array(answer.body) : null, { status: answer.status, headers: headerList as [string, string][] });
    },
  };
  let server: ReturnType<typeof listen>;
  beforeAll(async () => {
    server = listen((req, res) => listener()(req, res), { port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    state.port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return state;
};

/** A JSON request from a chosen loopback address. */
export const sendJson = (port: number, path: string, payload: unknown, options: { from?: string; headers?: Record<string, string>; method?: string } = {}) =>
  sendFrom(port, {
    ...options,
    path,
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: JSON.stringify(payload),
  });
