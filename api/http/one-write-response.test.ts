import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { endWithBody, ONE_WRITE_MAX_BYTES, OneWriteResponse, oneWriteBody } from './one-write-response.ts';
import { useRealSocket } from '../test/real-socket.ts';

const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
const large = randomBytes(ONE_WRITE_MAX_BYTES + 1);
const arabic = 'نايل أتيليه — تصميم داخلي';
const app = new Hono()
  .get('/every-byte', () => new Response(everyByte, { headers: { 'content-type': 'application/octet-stream' } }))
  .get('/offset', () => new Response(everyByte.subarray(200, 210), { headers: { 'content-type': 'application/octet-stream' } }))
  .get('/large', () => new Response(large, { headers: { 'content-type': 'application/octet-stream' } }))
  .get('/text', (c) => c.text(arabic));
const server = useRealSocket(() => getRequestListener(app.fetch));
const get = (path: string) => fetch(`http://127.0.0.1:${server.port}${path}`);

describe('answers on the real server', () => {
  it('carry a small binary body byte for byte, whatever the bytes', async () => {
    const res = await get('/every-byte');
    expect(res.headers.get('content-length')).toBe('256');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(everyByte);
  });

  it('carry only the bytes of a view into a larger buffer', async () => {
    expect(new Uint8Array(await (await get('/offset')).arrayBuffer())).toEqual(everyByte.subarray(200, 210));
  });

  it('carry a body above the one-write size whole', async () => {
    expect(Buffer.from(await (await get('/large')).arrayBuffer()).equals(large)).toBe(true);
  });

  it('leave text bodies in UTF-8', async () => {
    expect(await (await get('/text')).text()).toBe(arabic);
  });

  it('run the callback given to end, with a body or without one', async () => {
    const ended: string[] = [];
    const node = createServer({ ServerResponse: OneWriteResponse }, (req, res) => {
      if (req.url === '/with-body') res.end(everyByte, () => ended.push('with body'));
      else res.end(() => ended.push('without body'));
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    expect(new Uint8Array(await (await fetch(`${base}/with-body`)).arrayBuffer())).toEqual(everyByte);
    expect((await (await fetch(`${base}/without-body`)).arrayBuffer()).byteLength).toBe(0);
    node.closeAllConnections();
    await new Promise((resolve) => node.close(resolve));
    expect(ended.sort()).toEqual(['with body', 'without body']);
  });

  it('write a body made once for many answers byte for byte, small or above the one-write size', async () => {
    const bodies = { '/small': oneWriteBody(Buffer.from(everyByte)), '/large': oneWriteBody(large) };
    expect(typeof bodies['/small']).toBe('string');
    const node = createServer({ ServerResponse: OneWriteResponse }, (req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      endWithBody(res, bodies[req.url as keyof typeof bodies]);
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    for (let time = 0; time < 2; time++) {
      expect(new Uint8Array(await (await fetch(`${base}/small`)).arrayBuffer())).toEqual(everyByte);
      expect(Buffer.from(await (await fetch(`${base}/large`)).arrayBuffer()).equals(large)).toBe(true);
    }
    node.closeAllConnections();
    await new Promise((resolve) => node.close(resolve));
  });
});
