import { describe, expect, it } from 'vitest';
import { en } from '../../shared/messages/en.ts';
import { builtPage, useServedBuild } from '../test/served-build.ts';

const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page served by a CDN, with its beacon (ANALYTICS=beacon); the server keeps the live build, so it knows its pages. */
const served = useServedBuild(
  { 'index.html': builtPage('Home'), 'contact.html': builtPage('Contact'), 'portfolio/villa.html': builtPage('Villa'), '404.html': builtPage('Page not found') },
  // A few hits per client and window, so the limit is reached quickly.
  { ANALYTICS: 'beacon', RATE_LIMIT_SCALE: '0.02', TRUST_PROXY: 'true' },
);

const hit = (body: unknown, { userAgent = DESKTOP, from = '127.0.0.1', contentType = 'application/json' } = {}) =>
  served.socket.request('/api/hit', {
    method: 'POST',
    headers: { 'Content-Type': contentType, Origin: 'http://localhost', 'User-Agent': userAgent, 'X-Forwarded-For': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = async () => {
  const { client } = served.composition.database;
  await served.composition.pageViews.flush();
  const metrics = await client.execute('SELECT metric, key, count FROM analytics_day ORDER BY metric, key');
  const missing = await client.execute('SELECT path, hits FROM missing_path_day');
  return [
    ...metrics.rows.map((row) => `${String(row.metric)} ${String(row.key)} ${Number(row.count)}`),
    ...missing.rows.map((row) => `missing ${String(row.path)} ${Number(row.hits)}`),
  ];
};

describe('POST /api/hit (ANALYTICS=beacon)', () => {
  it('counts a page view its beacon reports, by the same rules as a page the server answers, and answers 204 with no cookie', async () => {
    const res = await hit({ path: '/portfolio/villa', search: '?utm_source=newsletter&utm_medium=email', referrer: 'https://mail.example.com/' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await hit({ path: '/', search: '', referrer: 'http://localhost:4321/portfolio/villa' }, { from: '198.51.100.4' })).toHaveProperty('status', 204);
    expect(await hit({ path: '/old-brochure', missing: true }, { from: '198.51.100.5' })).toHaveProperty('status', 204);
    // A crawler that runs the page's script is answered alike, and left out.
    expect(await hit({ path: '/contact' }, { userAgent: CRAWLER, from: '198.51.100.6' })).toHaveProperty('status', 204);
    expect(await stored()).toEqual([
      'device desktop 2',
      'lang en 2',
      'page / 1',
      'page /portfolio/villa 1',
      'source direct 1',
      'source newsletter 1',
      'views  2',
      'visitors  2',
      'missing /old-brochure 1',
    ]);
  });

  it('refuses what is not a page view of this site with a clear 4xx, and stores nothing', async () => {
    const before = await stored();
    const refusals: [unknown, number, string][] = [
      [{ path: '/no-such-page' }, 422, en.analytics.notAPage],
      [{ path: 'portfolio/villa' }, 400, en.analytics.pathInvalid],
      [{ path: `/${'a'.repeat(600)}` }, 400, en.analytics.pathInvalid],
      [{ path: '/', search: 'utm_source=x' }, 400, en.analytics.searchInvalid],
      [{ path: '/', referrer: 'not a web address' }, 400, en.analytics.referrerInvalid],
      [{ path: '/', missing: 'yes' }, 400, en.analytics.missingNotBoolean],
      [{}, 400, en.analytics.pathInvalid],
    ];
    for (const [body, status, message] of refusals) {
      const res = await hit(body, { from: '203.0.113.50' });
      expect([res.status, ((await res.json()) as { message: string }).message], JSON.stringify(body)).toEqual([status, message]);
    }
    const notJson = await hit('path=/', { contentType: 'text/plain', from: '203.0.113.51' });
    expect(notJson.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('limits the hits of one client, and not those of another', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await hit({ path: '/contact' }, { from: '192.0.2.77' })).status);
    expect(statuses.slice(0, 6)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(statuses.at(-1)).toBe(429);
    expect((await hit({ path: '/contact' }, { from: '192.0.2.78' })).status).toBe(204);
  });

  it('leaves the counting to the beacon: the pages the server answers itself are not counted again', async () => {
    const before = await stored();
    await served.socket.request('/contact', { headers: { 'User-Agent': DESKTOP } });
    await served.socket.request('/gone', { headers: { 'User-Agent': DESKTOP } });
    expect(await stored()).toEqual(before);
  });
});
