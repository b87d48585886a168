import { describe, expect, it } from 'vitest';
import { builtPage, useServedBuild } from '../test/served-build.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

const SITE = {
  'index.html': builtPage('Home'),
  'about.html': builtPage('About us'),
  'ar/about.html': builtPage('من نحن'),
  '404.html': builtPage('Page not found'),
  'admin.html': builtPage('Admin'),
  'robots.txt': 'User-agent: *',
};

/** The counts stored for every day, as "metric key" → count, with the missing paths as "missing path". */
const storedCounts = async (composition: ReturnType<typeof useServedBuild>['composition']) => {
  const { client } = composition.database;
  const metrics = await client.execute('SELECT metric, key, sum(count) AS n FROM analytics_day GROUP BY metric, key');
  const missing = await client.execute('SELECT path, sum(hits) AS n FROM missing_path_day GROUP BY path');
  return Object.fromEntries([
    ...metrics.rows.map((row) => [`${String(row.metric)} ${String(row.key)}`, Number(row.n)]),
    ...missing.rows.map((row) => [`missing ${String(row.path)}`, Number(row.n)]),
  ]);
};

describe('pages counted at the front door (ANALYTICS=server)', () => {
  const served = useServedBuild(SITE);

  it('count the pages a person was answered, replayed or not, and nothing else, with no cookie and no script', async () => {
    const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      served.socket.request(path, { method, headers: { 'User-Agent': PHONE, 'Accept-Encoding': 'br', ...headers } });
    const first = await ask('/about?utm_source=newsletter');
    expect(first.headers.get('set-cookie')).toBeNull();
    await ask('/about'); // replayed
    await ask('/about', { 'If-None-Match': String(first.headers.get('etag')) }); // 304: the browser shows the page it kept
    await ask('/ar/about');
    await ask('/about', {}, 'HEAD');
    await ask('/about', { 'Sec-Purpose': 'prefetch' });
    await ask('/about', { 'User-Agent': BOT });
    await ask('/admin/dashboard');
    await ask('/robots.txt');
    await ask('/old-page');
    await ask('/old-page', { 'User-Agent': BOT });
    await ask('/_astro/gone.js');
    await served.composition.pageViews.flush();
    expect(await storedCounts(served.composition)).toEqual({
      'views ': 4,
      'visitors ': 1,
      'page /about': 3,
      'page /ar/about': 1,
      'lang en': 3,
      'lang ar': 1,
      'device phone': 1,
      'source newsletter': 1,
      'missing /old-page': 1,
    });
  });
});

describe('pages not counted (ANALYTICS=off)', () => {
  const served = useServedBuild(SITE, { ANALYTICS: 'off' });

  it('count nothing, not even a missing path', async () => {
    for (const path of ['/about', '/about', '/old-page']) await served.socket.request(path, { headers: { 'User-Agent': PHONE } });
    await served.composition.pageViews.flush();
    expect(await storedCounts(served.composition)).toEqual({});
  });
});
