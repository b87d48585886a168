import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { OTHER_KEY } from '../../shared/analytics.ts';
import { firstVisitOf, forgetVisitsBefore } from '../visitors/visit-sources.ts';
import { createVisitorIds } from '../visitors/visitor-ids.ts';
import { createPageViews, type PageRequest } from './page-views.ts';
import { DAY_CAPS } from './store-counts.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36';

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];

afterAll(() => {
  for (const handle of handles) handle.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A database of its own for each test, and a clock the test moves. */
const setUp = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'nile-page-views-'));
  dirs.push(dir);
  const handle = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
  handles.push(handle);
  await migrateDatabase(handle.db);
  const clock = { now: new Date('2026-11-26T10:00:00Z') };
  /** A server process counting on this database, through connections of its own (several may share the file). */
  const counter = async () => {
    const own = await openDatabase({ url: `file:${join(dir, 'site.db')}` });
    handles.push(own);
    return createPageViews({
      inWriteTransaction: own.inWriteTransaction,
      visitorIds: createVisitorIds(own.db, { now: () => clock.now, onNewDay: (day) => forgetVisitsBefore(own.db, day) }),
      proxy: { trustProxy: true, trustProxyHops: 1 },
      ownHost: 'nileatelier.com',
      flushMs: 1000,
    });
  };
  /** Every count of a day as "metric key" → count, and the missing paths as "missing path" → hits. */
  const counts = async (day = '2026-11-26') => {
    const metrics = await handle.client.execute({ sql: 'SELECT metric, key, count FROM analytics_day WHERE day = ? ORDER BY metric, key', args: [day] });
    const missing = await handle.client.execute({ sql: 'SELECT path, hits FROM missing_path_day WHERE day = ? ORDER BY path', args: [day] });
    return Object.fromEntries([
      ...metrics.rows.map((row) => [`${String(row.metric)} ${String(row.key)}`, Number(row.count)]),
      ...missing.rows.map((row) => [`missing ${String(row.path)}`, Number(row.hits)]),
    ]) as Record<string, number>;
  };
  return { handle, clock, counter, counts };
};

interface Visit {
  userAgent?: string;
  address?: string;
  referer?: string;
  method?: string;
  status?: 200 | 404;
  headers?: Record<string, string>;
}

/** A request for `target` as the front door hands it over, from a person on a phone unless told otherwise. */
const request = (target: string, { userAgent = IPHONE, address = '203.0.113.10', referer, method = 'GET', headers = {} }: Visit = {}): PageRequest => ({
  method,
  url: target,
  headers: { 'user-agent': userAgent, ...(referer ? { referer } : {}), 'x-forwarded-for': address, ...headers },
  socket: { remoteAddress: '10.0.0.1' },
});

describe('page views', () => {
  let env: Awaited<ReturnType<typeof setUp>>;
  beforeEach(async () => {
    env = await setUp();
  });

  it('count the pages a person opens, in both editions, under one path for every spelling', async () => {
    const views = await env.counter();
    for (const target of ['/', '/about', '/about.html', '/about/', '/%61bout?utm_source=x', '/ar', '/ar/index.html', '/ar/portfolio/villa']) views.answered(request(target), 200);
    await views.flush();
    expect(await env.counts()).toEqual({
      'views ': 8,
      'visitors ': 1,
      'page /': 1,
      'page /about': 4,
      'page /ar': 2,
      'page /ar/portfolio/villa': 1,
      'lang en': 5,
      'lang ar': 3,
      'device phone': 1,
      'source direct': 1,
    });
  });

  it('leave out bots, the admin and its previews, HEAD, prefetches and prerenders', async () => {
    const views = await env.counter();
    views.answered(request('/about', { userAgent: GOOGLEBOT }), 200);
    views.answered(request('/about', { userAgent: HEADLESS }), 200);
    views.answered(request('/about', { userAgent: '' }), 200);
    views.answered(request('/admin/dashboard'), 200);
    views.answered(request('/admin/preview/site/about'), 200);
    views.answered(request('/%61dmin/projects'), 200);
    views.answered(request('/about', { method: 'HEAD' }), 200);
    views.answered(request('/about', { headers: { 'sec-purpose': 'prefetch' } }), 200);
    views.answered(request('/about', { headers: { 'sec-purpose': 'prefetch;prerender' } }), 200);
    views.answered(request('/about', { headers: { purpose: 'prefetch' } }), 200);
    await views.flush();
    expect(await env.counts()).toEqual({});
  });

  it('count a person’s not-found answers as missing paths, not as views, and leave out missing files and bots', async () => {
    const views = await env.counter();
    views.answered(request('/old-services-page/?ref=mail'), 404);
    views.answered(request('/old-services-page'), 404);
    views.answered(request('/ar/%D8%AE%D8%AF%D9%85%D8%A7%D8%AA'), 404);
    views.answered(request('/wp-login.php', { userAgent: GOOGLEBOT }), 404);
    for (const asset of ['/_astro/index.abc123.js', '/uploads/gone.webp', '/favicon.png', '/site.webmanifest']) views.answered(request(asset), 404);
    await views.flush();
    expect(await env.counts()).toEqual({ 'missing /old-services-page': 2, 'missing /ar/خدمات': 1 });
  });

  it('count each visitor once a day, by address and browser, with the device and the source of the day’s first page', async () => {
    const views = await env.counter();
    views.answered(request('/portfolio/villa?utm_source=Newsletter&utm_medium=email', { referer: 'https://mail.google.com/' }), 200);
    views.answered(request('/contact', { referer: 'https://www.instagram.com/nileatelier' }), 200);
    views.answered(request('/', { userAgent: WINDOWS, address: '198.51.100.7', referer: 'https://www.instagram.com/p/abc' }), 200);
    views.answered(request('/services', { userAgent: WINDOWS, address: '198.51.100.7', referer: 'https://nileatelier.com/' }), 200);
    views.answered(request('/', { userAgent: IPAD, address: '198.51.100.7', referer: 'https://www.nileatelier.com/about' }), 200);
    await views.flush();
    expect(await env.counts()).toMatchObject({
      'views ': 5,
      'visitors ': 3,
      'device phone': 1,
      'device desktop': 1,
      'device tablet': 1,
      'source newsletter': 1,
      'source instagram': 1,
      'source direct': 1,
    });
    const [visitor] = (await env.handle.client.execute('SELECT visitor FROM visit_source WHERE landingPage = ?', ['/portfolio/villa'])).rows;
    expect(await firstVisitOf(env.handle.db, '2026-11-26', String(visitor?.visitor))).toEqual({
      day: '2026-11-26',
      visitor: String(visitor?.visitor),
      landingPage: '/portfolio/villa',
      referrer: 'mail.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      clickId: null,
    });
    const stored = JSON.stringify((await env.handle.client.execute('SELECT * FROM visit_source')).rows);
    expect(stored).not.toContain('203.0.113.10');
    expect(stored).not.toContain('iPhone');
  });

  it('count the same person again on the next day in Cairo, after the day’s salt and first visits are gone', async () => {
    const views = await env.counter();
    env.clock.now = new Date('2026-11-26T21:30:00Z'); // 23:30 in Cairo
    views.answered(request('/'), 200);
    await views.flush();
    env.clock.now = new Date('2026-11-26T22:30:00Z'); // 00:30 on the 27th in Cairo
    views.answered(request('/'), 200);
    views.answered(request('/about'), 200);
    await views.flush();
    expect(await env.counts('2026-11-26')).toMatchObject({ 'views ': 1, 'visitors ': 1 });
    expect(await env.counts('2026-11-27')).toMatchObject({ 'views ': 2, 'visitors ': 1 });
    const visits = await env.handle.client.execute('SELECT day FROM visit_source');
    expect(visits.rows.map((row) => row.day)).toEqual(['2026-11-27']);
    const salts = await env.handle.client.execute("SELECT key FROM meta WHERE key LIKE 'visitor-salt:%'");
    expect(salts.rows.map((row) => row.key)).toEqual(['visitor-salt:2026-11-27']);
  });

  it('end a quiet day too: the first flush of a new day forgets the last one with nothing to count', async () => {
    const views = await env.counter();
    views.answered(request('/'), 200);
    await views.flush();
    env.clock.now = new Date('2026-11-27T10:00:00Z');
    await views.flush();
    expect((await env.handle.client.execute('SELECT count(*) AS n FROM visit_source')).rows[0]?.n).toBe(0);
  });

  it('add up across server processes and across a restart: each keeps its own buffer, the database the one count', async () => {
    const one = await env.counter();
    const other = await env.counter();
    one.answered(request('/'), 200);
    other.answered(request('/about'), 200);
    other.answered(request('/about', { userAgent: WINDOWS }), 200);
    await one.flush();
    await other.flush();
    one.answered(request('/contact'), 200);
    // A restart: what waits is stored at stop, and the process after it knows today's visitors from the database.
    await one.stop();
    const restarted = await env.counter();
    restarted.answered(request('/services'), 200);
    restarted.answered(request('/services', { userAgent: IPAD }), 200);
    await restarted.stop();
    expect(await env.counts()).toMatchObject({
      'views ': 6,
      'visitors ': 3,
      'page /': 1,
      'page /about': 2,
      'page /contact': 1,
      'page /services': 2,
      'device phone': 1,
      'device desktop': 1,
      'device tablet': 1,
    });
  });

  it('keep a day’s distinct pages, sources and missing paths within their caps, counting the rest as other', async () => {
    const views = await env.counter();
    const extra = 30;
    for (let i = 0; i < DAY_CAPS.page + extra; i++) views.answered(request(`/portfolio/p${i}`), 200);
    for (let i = 0; i < DAY_CAPS.source + extra; i++)
      views.answered(request('/', { address: `192.0.2.${i % 250}`, userAgent: `${WINDOWS} v${i}`, referer: `https://spam${i}.example/` }), 200);
    await views.flush();
    for (let i = 0; i < DAY_CAPS.missing + extra; i++) views.answered(request(`/made-up-${i}`), 404);
    // A key kept before the cap was reached is still counted under its own name.
    views.answered(request('/portfolio/p0'), 200);
    await views.flush();
    const counts = await env.counts();
    const keys = (prefix: string) => Object.keys(counts).filter((key) => key.startsWith(prefix));
    expect(keys('page ')).toHaveLength(DAY_CAPS.page + 1);
    expect(keys('source ')).toHaveLength(DAY_CAPS.source + 1);
    expect(keys('missing ')).toHaveLength(DAY_CAPS.missing + 1);
    // The most viewed page ('/', from the referrers' visits) and the first 1,999 projects fit; 31 projects did not.
    expect(counts[`page ${OTHER_KEY}`]).toBe(extra + 1);
    expect(counts['page /portfolio/p0']).toBe(2);
    expect(counts[`missing ${OTHER_KEY}`]).toBe(extra);
    expect(counts['views ']).toBe(DAY_CAPS.page + extra + DAY_CAPS.source + extra + 1);
  });

  it('store the many new visitors of one flush in short transactions, each counting what it stored', async () => {
    const views = await env.counter();
    const visitors = 1234;
    for (let i = 0; i < visitors; i++) views.answered(request('/', { address: `198.18.${i >> 8}.${i & 255}` }), 200);
    for (let i = 0; i < 10; i++) views.answered(request('/about', { address: `198.18.0.${i}` }), 200);
    await views.flush();
    expect(await env.counts()).toMatchObject({ 'views ': visitors + 10, 'visitors ': visitors, 'device phone': visitors, 'source direct': visitors, 'page /about': 10 });
    expect((await env.handle.client.execute('SELECT count(*) AS n FROM visit_source')).rows[0]?.n).toBe(visitors);
  });

  it('keep two years of counts: the first flush of a day deletes the days before', async () => {
    await env.handle.client.execute("INSERT INTO analytics_day VALUES ('2024-11-24', 'views', '', 5), ('2024-11-25', 'views', '', 7)");
    await env.handle.client.execute("INSERT INTO missing_path_day VALUES ('2024-11-24', '/old', 2), ('2024-11-25', '/old', 3)");
    await (await env.counter()).flush();
    expect(await env.counts('2024-11-24')).toEqual({});
    expect(await env.counts('2024-11-25')).toEqual({ 'views ': 7, 'missing /old': 3 });
  });

  it('count every answer past the ones kept between two flushes as a view of no known page, and say how many', async () => {
    const views = await env.counter();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 20_000 + 500; i++) views.answered(request('/'), 200);
      views.answered(request('/ar/about'), 200);
      views.answered(request('/gone'), 404);
      await views.flush();
      expect(await env.counts()).toMatchObject({ 'views ': 20_501, 'page /': 20_000, [`page ${OTHER_KEY}`]: 501, 'lang en': 20_500, 'lang ar': 1, [`missing ${OTHER_KEY}`]: 1 });
      expect(warned).toHaveBeenCalledWith(expect.stringContaining('502 page answers'));
    } finally {
      warned.mockRestore();
    }
  });

  it('count every page a flood of long made-up queries and user agents is answered, campaigns and devices read as a visit’s', async () => {
    const views = await env.counter();
    const flood = 2_000;
    for (let i = 0; i < flood; i++) {
      const query = `?utm_source=Flood&q=${madeUp(`q${i}`, 5_000)}`;
      views.answered(request(`/about${query}`, { userAgent: `${WINDOWS} ${madeUp(`ua${i}`, 8_000)}`, address: `198.18.${i >> 8}.${i & 255}` }), 200);
    }
    await views.flush();
    expect(await env.counts()).toMatchObject({ 'views ': flood, 'page /about': flood, 'visitors ': flood, 'source flood': flood });
  });

  it('keep no long query, user agent or referrer per view between two flushes', async () => {
    const views = await env.counter();
    const gc = collectGarbage();
    const kept = 5_000;
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < kept; i++) {
      const long = madeUp(`${i}`, 8_000);
      views.answered(
        request(`/${long.slice(0, 3_000)}?q=${long}`, { userAgent: `${IPHONE} ${long}`, referer: `https://example.com/${long}`, address: `198.18.${i >> 8}.${i & 255}` }),
        200,
      );
    }
    gc();
    const perView = (process.memoryUsage().heapUsed - before) / kept;
    // About 2 KB at most: a path, a user agent and a referrer of 512 characters each.
    expect(perView).toBeLessThan(3_000);
    await views.flush();
    expect((await env.counts())['views ']).toBe(kept);
  });
});

/** Characters a flood makes up: the same for the same seed, as varied as random ones. */
const madeUp = (seed: string, length: number) => {
  let text = '';
  for (let round = 0; text.length < length; round++) text += createHash('sha512').update(`${seed}:${round}`).digest('base64url');
  return text.slice(0, length);
};

/** The collector, asked for by the test that measures what the views keep. */
const collectGarbage = () => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
};
