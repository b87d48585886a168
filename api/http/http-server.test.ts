import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribeEmail } from '../../db/schema.ts';
import { createFrontDoor } from './front-door.ts';
import { HTTP_TIMEOUTS, listen } from './listen.ts';
import { must } from '../../shared/must.ts';
import { createUserWithSession, useTestApi } from '../test/test-app.ts';
import { useRealSocket } from '../test/real-socket.ts';
import { en } from '../../shared/messages/en.ts';

const api = useTestApi();
const server = useRealSocket(() => api.frontDoor);

/** Reads from a raw socket until `done` says the answer is complete or the server closes the connection. */
const readUntil = (socket: Socket, done: (text: string) => boolean) =>
  new Promise<{ text: string; closed: boolean }>((resolve) => {
    let text = '';
    const finish = (closed: boolean) => {
      socket.removeAllListeners('data');
      resolve({ text, closed });
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (done(text)) finish(false);
    });
    socket.once('close', () => finish(true));
  });

const open = (port: number) =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
  });

describe('the HTTP server', () => {
  it('reads JSON bodies from the socket: a fair one is stored, a malformed one is a 400, an endless chunked one a 413', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${base}/api/subscribe`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, ...headers }, body, duplex: 'half' } as RequestInit);
    const stored = await post(JSON.stringify({ email: 'socket-reader@example.com' }));
    expect(stored.status).toBe(201);
    expect(await stored.json()).toMatchObject({ email: 'socket-reader@example.com' });

    const malformed = await post('{"email": ');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe('Malformed JSON in request body');

    // No Content-Length: the limit is found while reading.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email": "'));
        for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(10 * 1024).fill(97));
        controller.close();
      },
    });
    const endless = await post(chunks);
    expect(endless.status).toBe(413);
    expect(await endless.json()).toEqual({ message: en.requests.bodyTooLarge });
  });

  it('answers an oversized JSON body with 413 and Connection: close, and the next request of the client works', async () => {
    const socket = await open(server.port);
    const body = JSON.stringify({ name: 'x'.repeat(300 * 1024) });
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
    );
    socket.write(body.slice(0, 1000));
    const answer = await readUntil(socket, (text) => text.includes('\r\n\r\n') && text.includes('}'));
    expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.text).toContain(JSON.stringify({ message: en.requests.bodyTooLarge }));
    // The server ends this connection rather than read the rest as the next request.
    const end = await readUntil(socket, () => false);
    expect(end.closed).toBe(true);

    // A keep-alive client (fetch) after a 413 gets its next request answered normally.
    const base = `http://127.0.0.1:${server.port}`;
    const big = await fetch(`${base}/api/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: 'a'.repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
    const next = await fetch(`${base}/api/health`);
    expect(next.status).toBe(200);
    expect(await next.json()).toEqual({ status: 'ok' });
  });

  it('answers an upload over the size limit with 413 and Connection: close, and closes the connection', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const socket = await open(server.port);
    // The server closes the connection while this side still writes: that write's EPIPE is expected.
    socket.on('error', () => {});
    const boundary = 'nile-boundary';
    socket.write(
      [
        'POST /api/admin/upload HTTP/1.1',
        `Host: 127.0.0.1:${server.port}`,
        `Origin: http://127.0.0.1:${server.port}`,
        `Cookie: ${cookie}`,
        'X-Requested-With: XMLHttpRequest',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${7 * 1024 * 1024}`,
        'Connection: keep-alive',
        '',
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ].join('\r\n'),
    );
    // More than the limit arrives, but never all of what was announced.
    const chunk = Buffer.alloc(64 * 1024, 1);
    for (let sent = 0; sent < 6 * 1024 * 1024 && !socket.destroyed; sent += chunk.length) socket.write(chunk);
    const answer = await readUntil(socket, () => false);
    expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.text).not.toMatch(/\r\nconnection: keep-alive\r\n/i);
    expect(answer.text).toContain(JSON.stringify({ message: en.uploads.tooLarge }));
    expect(answer.closed).toBe(true);
  });

  it('uses a 10 s header timeout and a 60 s request timeout, uploads included', () => {
    expect(HTTP_TIMEOUTS).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000 });
  });

  describe('a client that leaves mid-body', () => {
    /** Told the status the API gave each request it answered. */
    let answered: (status: number) => void = () => {};
    let door: ReturnType<typeof createFrontDoor> | undefined;
    const watched = listen((req, res) => must(door, 'the watched front door')(req, res), { port: 0, host: '127.0.0.1' });
    beforeAll(() => {
      const { lanes } = api.composition;
      door = createFrontDoor({
        ...lanes,
        api: {
          fetch: async (request, env) => {
            const res = await lanes.api.fetch(request, env);
            answered(res.status);
            return res;
          },
        },
      });
    });
    afterAll(() => {
      watched.closeAllConnections();
      watched.close();
    });

    it('is answered 400, not a logged server error, and nothing is stored', async () => {
      await new Promise((resolve) => (watched.listening ? resolve(null) : watched.once('listening', resolve)));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const status = new Promise<number>((resolve) => {
          answered = resolve;
        });
        const socket = await open((watched.address() as AddressInfo).port);
        socket.write('POST /api/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: http://127.0.0.1\r\nContent-Length: 500\r\n\r\n{"email": "gone');
        socket.destroy();
        expect(await status).toBe(400);
        expect(logged.mock.calls.filter(([first]) => String(first).startsWith('[api]'))).toEqual([]);
        expect((await api.handle.db.select().from(subscribeEmail)).map((row) => row.email)).not.toContainEqual(expect.stringContaining('gone'));
      } finally {
        logged.mockRestore();
      }
    });
  });

  describe('with short timeouts', () => {
    const short = listen((req, res) => api.frontDoor(req, res), { port: 0, host: '127.0.0.1', timeouts: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
    afterAll(() => {
      short.closeAllConnections();
      short.close();
    });

    it('drops a request that announces a body and never sends it, with 408', async () => {
      await new Promise((resolve) => (short.listening ? resolve(null) : short.once('listening', resolve)));
      const socket = await open((short.address() as AddressInfo).port);
      socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"na');
      const answer = await readUntil(socket, () => false);
      expect(answer.closed).toBe(true);
      expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
    });

    it('drops a client that never finishes its headers', async () => {
      const socket = await open((short.address() as AddressInfo).port);
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const answer = await readUntil(socket, () => false);
      expect(answer.closed).toBe(true);
      expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
    });
  });
});
