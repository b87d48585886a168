import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drainableListener } from './drain-http.ts';

const get = (port: number, path: string) =>
  new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });

describe('drainableListener', () => {
  it('finishes the request in flight, tells it to close its connection, and refuses new connections', async () => {
    const http = drainableListener((req, res) => {
      setTimeout(() => res.end(`done ${req.url}`), req.url === '/slow' ? 300 : 0);
    });
    const server = createServer(http.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const slow = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(http.inFlight()).toBe(1);
    const started = Date.now();
    const drained = http.drain(server, { quietMs: 100, maxMs: 3000 });
    await expect(get(port, '/late')).rejects.toThrow(/ECONNREFUSED/);
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done /slow' });
    expect(await drained).toEqual({ cut: 0 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('cuts a request that outlives the deadline', async () => {
    const http = drainableListener(() => {});
    const server = createServer(http.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, '/never').catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await http.drain(server, { quietMs: 10, maxMs: 200 })).toEqual({ cut: 1 });
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
  });
});
