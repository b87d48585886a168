import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { useRealSocket } from '../test/real-socket.ts';
import { createAnswerReplay } from './answer-replay.ts';

/** A site whose answers change with every request, so a replayed answer shows itself; served as the front door serves the site. */
const setUp = () => {
  const replay = createAnswerReplay();
  let served = 0;
  const site = new Hono();
  site.get('*', (c) => {
    served += 1;
    c.header('X-Policy', 'strict');
    const bytes = new TextEncoder().encode(`answer ${served} for ${c.req.header('accept-encoding') ?? 'identity'}`);
    const res = c.body(bytes, 200);
    return c.req.path.startsWith('/private') ? res : replay.replayable(res, bytes);
  });
  const answerSite = getRequestListener(async (request, env) => replay.record(env.incoming, await site.fetch(request)));
  const server = useRealSocket(() => (req, res) => replay.answer(req, res) || answerSite(req, res));
  return { app: server, replay, served: () => served };
};

describe('answer replay', () => {
  const { app, replay, served } = setUp();
  let before = 0;
  const servedSince = () => served() - before;
  const mark = () => {
    before = served();
    replay.clear();
  };

  it('answers a repeated request with the first answer’s status, headers and bytes', async () => {
    mark();
    const first = await app.request('/contact');
    const again = await app.request('/contact');
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('x-policy')).toBe('strict');
    expect(again.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(again.status).toBe(200);
    expect(servedSince()).toBe(1);
  });

  it('keeps one answer per Accept-Encoding, whatever the query', async () => {
    mark();
    await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(await (await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } })).text()).toMatch(/for gzip$/);
    expect(await (await app.request('/?utm_source=mail', { headers: { 'Accept-Encoding': 'br' } })).text()).toBe(`answer ${before + 1} for br`);
    expect(servedSince()).toBe(2);
  });

  it('never records an answer that was not marked, nor answers conditional, range or HEAD requests', async () => {
    mark();
    await app.request('/private/page');
    await app.request('/private/page');
    expect(servedSince()).toBe(2);
    const first = await (await app.request('/page')).text();
    const conditions: Record<string, string>[] = [{ 'If-None-Match': '"x"' }, { 'If-Modified-Since': new Date().toUTCString() }, { Range: 'bytes=0-3' }];
    for (const headers of conditions) {
      expect(await (await app.request('/page', { headers })).text(), JSON.stringify(headers)).not.toBe(first);
    }
    expect(servedSince()).toBe(6);
    await app.request('/page', { method: 'HEAD' });
    expect(servedSince()).toBe(7);
  });

  it('answers afresh after clear (a new build went live)', async () => {
    mark();
    const first = await (await app.request('/about')).text();
    replay.clear();
    expect(await (await app.request('/about')).text()).not.toBe(first);
    expect(servedSince()).toBe(2);
  });
});
