import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createAnswerReplay } from './answer-replay.ts';

/** An app whose answers change with every request, so a replayed answer shows itself. */
const setUp = () => {
  const replay = createAnswerReplay();
  let served = 0;
  const inner = new Hono();
  inner.get('*', (c) => {
    served += 1;
    c.header('X-Policy', 'strict');
    const bytes = new TextEncoder().encode(`answer ${served} for ${c.req.header('accept-encoding') ?? 'identity'}`);
    const res = c.body(bytes, 200);
    return c.req.path.startsWith('/private') ? res : replay.replayable(res, bytes);
  });
  const app = new Hono();
  app.all('*', async (c) => replay.answer(c) ?? replay.record(c, await inner.fetch(c.req.raw)));
  return { app, replay, served: () => served };
};

describe('answer replay', () => {
  it('answers a repeated request with the first answer’s status, headers and bytes', async () => {
    const { app, served } = setUp();
    const first = await app.request('/contact');
    const again = await app.request('/contact');
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('x-policy')).toBe('strict');
    expect(again.status).toBe(200);
    expect(served()).toBe(1);
  });

  it('keeps one answer per Accept-Encoding', async () => {
    const { app } = setUp();
    await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(await (await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } })).text()).toBe('answer 2 for gzip');
    expect(await (await app.request('/', { headers: { 'Accept-Encoding': 'br' } })).text()).toBe('answer 1 for br');
  });

  it('never records an answer that was not marked, nor answers conditional, range or HEAD requests', async () => {
    const { app, served } = setUp();
    await app.request('/private/page');
    await app.request('/private/page');
    expect(served()).toBe(2);
    await app.request('/page');
    const conditions: Record<string, string>[] = [{ 'If-None-Match': '"x"' }, { 'If-Modified-Since': new Date().toUTCString() }, { Range: 'bytes=0-3' }];
    for (const headers of conditions) {
      expect(await (await app.request('/page', { headers })).text(), JSON.stringify(headers)).not.toBe('answer 3 for identity');
    }
    expect(served()).toBe(6);
    await app.request('/page', { method: 'HEAD' });
    expect(served()).toBe(7);
  });

  it('answers afresh after clear (a new build went live)', async () => {
    const { app, replay } = setUp();
    await app.request('/about');
    replay.clear();
    expect(await (await app.request('/about')).text()).toBe('answer 2 for identity');
  });
});
