/**
 * Admin benchmark: how fast the admin opens on a phone, served as `npm start` serves it, against Debian's Chromium.
 *
 *   npm run bench:admin                          start a server on a temporary database, seed, build, measure
 *   BENCH_URL=http://localhost:4321 BENCH_PASSWORD=… npm run bench:admin   measure a running site as its owner (OWNER_EMAIL)
 *   BENCH_RUNS=5                                 runs of each measure (default 3); each figure is the median
 *
 * Prints:
 *   - Lighthouse (mobile, simulated throttling) on /admin/login: performance, TBT, and the JavaScript it loads (bytes as served, requests);
 *   - in Chromium at 390 px without throttling: sign-in to the dashboard's content, a full load of each main screen to its content,
 *     and moving to each screen inside the app;
 *   - with 4× CPU slowdown and Slow 4G: the sign-in page usable, and one move between screens;
 *   - the JavaScript each screen's full load receives, and all the admin's JavaScript together.
 * Exits non-zero when a goal is missed (the goals; the sign-in budget of decision 023). A benchmark, not a test.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROME, gzipBytes, runLighthouse, startChrome, startServer, type Lhr } from './bench/lighthouse.ts';
import { median } from './bench/median.ts';
import { printRows } from './bench/print-rows.ts';
import { SIGN_IN_BUDGET, tallyScripts } from './bench/sign-in-budget.ts';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const OWNER_EMAIL = process.env.OWNER_EMAIL ?? 'owner@nileatelier.com';
const PHONE = { width: 390, height: 844 };

const GOALS = {
  lighthouseScore: 95,
  tbtMs: 150,
  signInToDashboardMs: 1200,
  screenLoadMs: 800,
  screenSwitchMs: 300,
  throttledUsableMs: 3000,
  throttledSwitchMs: 1000,
} as const;

/** The main screens, by the name printed. */
const SCREENS: [name: string, path: string][] = [
  ['dashboard', '/admin/dashboard'],
  ['projects', '/admin/projects'],
  ['messages', '/admin/messages'],
  ['pipeline', '/admin/messages/pipeline'],
  ['site content', '/admin/site-content'],
  ['media', '/admin/media'],
  ['analytics', '/admin/analytics'],
  ['users', '/admin/users'],
  ['activity', '/admin/activity'],
  ['settings', '/admin/settings'],
];

/** Chrome DevTools' "Slow 4G" preset: 150 ms RTT and 1.6 Mbps down, with DevTools' own adjustments. */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };

/** A screen shows its content: its heading, and no skeleton or spinner left in the main area (switchTo says the same with the path). */
const screenReady = () => {
  const main = document.querySelector('main#main');
  return Boolean(main?.querySelector('h1')) && !main?.querySelector('.animate-pulse, .animate-spin');
};

/** The sign-in form can be used: its button is shown and the page's scripts have run. */
const signInUsable = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('domcontentloaded');
};

const launch = () =>
  chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'],
  });

const throttle = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
};

const signIn = async (page: Page, password: string) => {
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const started = performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.waitForFunction(screenReady, undefined, { timeout: 60_000, polling: 'raf' });
  return performance.now() - started;
};

/** A signed-in context: the session cookie of one sign-in through the form, shared by the runs. */
const signedInContext = async (browser: Browser, base: string, password: string) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: base });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, password);
  await page.close();
  return context;
};

/** Moves inside the app, as the sidebar's links do (wouter follows history.pushState), and times it to the new screen's content. */
const switchTo = async (page: Page, path: string) => {
  const started = performance.now();
  await page.evaluate((to) => history.pushState(null, '', to), path);
  await page.waitForFunction(
    (to) => {
      const main = document.querySelector('main#main');
      return location.pathname.startsWith(to) && Boolean(main?.querySelector('h1')) && !main?.querySelector('.animate-pulse, .animate-spin');
    },
    path,
    { timeout: 60_000, polling: 'raf' },
  );
  return performance.now() - started;
};

/** A new tab with an empty cache and the signed-in session, timed from the address to the screen's content. */
const fullLoad = async (browser: Browser, session: Awaited<ReturnType<BrowserContext['storageState']>>, base: string, path: string) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: base, storageState: session });
  const page = await context.newPage();
  const stop = tallyScripts(page);
  const started = performance.now();
  await page.goto(path);
  await page.waitForFunction(screenReady, undefined, { timeout: 60_000, polling: 'raf' });
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const scripts = await stop();
  await context.close();
  return { ms, scripts };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mark = (value: number, goal: number) => (value <= goal ? '✓' : '✗');

const lighthouseFigures = (runs: Lhr[]) => {
  const scripts = runs.map((lhr) =>
    ((lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    ),
  );
  return {
    score: Math.round(median(runs.map((lhr) => lhr.categories.performance?.score ?? 0)) * 100),
    tbtMs: median(runs.map((lhr) => lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)),
    lcpMs: median(runs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)),
    scriptBytes: median(scripts.map((items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0))),
    scriptRequests: median(scripts.map((items) => items.length)),
  };
};

const main = async () => {
  const password = process.env.BENCH_PASSWORD ?? `bench-${Math.random().toString(36).slice(2)}`;
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer({ env: { OWNER_EMAIL, OWNER_PASSWORD: password } });
  const base = server.url;
  const failures: string[] = [];
  try {
    // Lighthouse first, on a quiet machine: nothing else of this script runs meanwhile.
    console.log(`Lighthouse on /admin/login (${RUNS} runs)…`);
    const chrome = await startChrome();
    const runs: Lhr[] = [];
    try {
      for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(chrome.port, `${base}/admin/login`));
    } finally {
      await chrome.stop();
    }
    const lighthouse = lighthouseFigures(runs);

    const browser = await launch();
    try {
      console.log('Chromium at 390 px: sign-in, full loads, moves between screens…');
      const signInMs: number[] = [];
      const usableMs: number[] = [];
      const throttledUsableMs: number[] = [];
      const throttledSwitchMs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: PHONE, baseURL: base });
        const page = await context.newPage();
        const started = performance.now();
        await page.goto('/admin/login');
        await signInUsable(page);
        usableMs.push(performance.now() - started);
        signInMs.push(await signIn(page, password));
        await context.close();

        const slow = await browser.newContext({ viewport: PHONE, baseURL: base });
        const slowPage = await slow.newPage();
        await throttle(slowPage);
        const slowStarted = performance.now();
        await slowPage.goto('/admin/login');
        await signInUsable(slowPage);
        throttledUsableMs.push(performance.now() - slowStarted);
        await slow.close();
      }

      const context = await signedInContext(browser, base, password);
      const session = await context.storageState();
      const loads = new Map<string, { ms: number[]; scripts: Awaited<ReturnType<typeof fullLoad>>['scripts'] }>();
      const switches = new Map<string, number[]>();
      for (let run = 0; run < RUNS; run += 1) {
        for (const [name, path] of SCREENS) {
          const load = await fullLoad(browser, session, base, path);
          const entry = loads.get(name) ?? { ms: [], scripts: load.scripts };
          entry.ms.push(load.ms);
          loads.set(name, entry);
        }
        // In the app: from the dashboard to each screen in turn, each once per run.
        const page = await context.newPage();
        await page.goto('/admin/dashboard');
        await page.waitForFunction(screenReady, undefined, { timeout: 60_000, polling: 'raf' });
        for (const [name, path] of SCREENS.slice(1)) switches.set(name, [...(switches.get(name) ?? []), await switchTo(page, path)]);
        await page.close();

        const slowPage = await context.newPage();
        await slowPage.goto('/admin/dashboard');
        await slowPage.waitForFunction(screenReady, undefined, { timeout: 60_000, polling: 'raf' });
        await throttle(slowPage);
        throttledSwitchMs.push(await switchTo(slowPage, '/admin/projects'));
        await slowPage.close();
      }
      // The sign-in page's own scripts, for the total: counted in a fresh context, signed out.
      const guest = await browser.newContext({ viewport: PHONE, baseURL: base });
      const guestPage = await guest.newPage();
      const stopGuest = tallyScripts(guestPage);
      await guestPage.goto('/admin/login');
      await guestPage.waitForLoadState('networkidle');
      const signInScripts = await stopGuest();
      await guest.close();
      await context.close();

      console.log('\nLighthouse (mobile) on /admin/login, medians:');
      printRows(
        ['figure', 'value', 'goal', ''],
        [
          ['performance', String(lighthouse.score), `≥ ${GOALS.lighthouseScore}`, lighthouse.score >= GOALS.lighthouseScore ? '✓' : '✗'],
          ['total blocking time', ms(lighthouse.tbtMs), `≤ ${GOALS.tbtMs} ms`, mark(lighthouse.tbtMs, GOALS.tbtMs)],
          ['largest contentful paint', ms(lighthouse.lcpMs), '', ''],
          ['JavaScript (as served)', kb(lighthouse.scriptBytes), `≤ ${SIGN_IN_BUDGET.scriptKb} KB`, mark(lighthouse.scriptBytes / 1024, SIGN_IN_BUDGET.scriptKb)],
          ['script requests', String(lighthouse.scriptRequests), `≤ ${SIGN_IN_BUDGET.scriptRequests}`, mark(lighthouse.scriptRequests, SIGN_IN_BUDGET.scriptRequests)],
        ],
      );
      if (lighthouse.score < GOALS.lighthouseScore) failures.push(`Lighthouse performance ${lighthouse.score} < ${GOALS.lighthouseScore}`);
      if (lighthouse.tbtMs > GOALS.tbtMs) failures.push(`TBT ${ms(lighthouse.tbtMs)} > ${GOALS.tbtMs} ms`);
      if (lighthouse.scriptBytes / 1024 > SIGN_IN_BUDGET.scriptKb) failures.push(`sign-in JavaScript ${kb(lighthouse.scriptBytes)} > ${SIGN_IN_BUDGET.scriptKb} KB`);
      if (lighthouse.scriptRequests > SIGN_IN_BUDGET.scriptRequests) failures.push(`sign-in script requests ${lighthouse.scriptRequests} > ${SIGN_IN_BUDGET.scriptRequests}`);

      console.log('\nChromium at 390 px, medians:');
      const timing = (name: string, values: number[], goal: number) => {
        const value = median(values);
        if (value > goal) failures.push(`${name} ${ms(value)} > ${goal} ms`);
        return [name, ms(value), `≤ ${goal} ms`, mark(value, goal)];
      };
      printRows(
        ['figure', 'median', 'goal', ''],
        [
          ['sign-in page usable', ms(median(usableMs)), '', ''],
          timing('sign-in → dashboard content', signInMs, GOALS.signInToDashboardMs),
          timing('4× CPU, Slow 4G: sign-in page usable', throttledUsableMs, GOALS.throttledUsableMs),
          timing('4× CPU, Slow 4G: dashboard → projects', throttledSwitchMs, GOALS.throttledSwitchMs),
        ],
      );
      const allScripts = new Set<string>();
      printRows(
        ['screen', 'full load', 'goal', '', 'move in app', 'goal', '', 'JS (as served)', 'requests'],
        SCREENS.map(([name]) => {
          const load = loads.get(name);
          if (!load) return [name];
          const loadMs = median(load.ms);
          if (loadMs > GOALS.screenLoadMs) failures.push(`${name} full load ${ms(loadMs)} > ${GOALS.screenLoadMs} ms`);
          const moves = switches.get(name);
          const moveMs = moves ? median(moves) : Number.NaN;
          if (moveMs > GOALS.screenSwitchMs) failures.push(`${name} move in app ${ms(moveMs)} > ${GOALS.screenSwitchMs} ms`);
          for (const url of load.scripts.urls) allScripts.add(url);
          return [
            name,
            ms(loadMs),
            `≤ ${GOALS.screenLoadMs} ms`,
            mark(loadMs, GOALS.screenLoadMs),
            moves ? ms(moveMs) : '–',
            moves ? `≤ ${GOALS.screenSwitchMs} ms` : '',
            moves ? mark(moveMs, GOALS.screenSwitchMs) : '',
            kb(load.scripts.bytes),
            String(load.scripts.requests),
          ];
        }),
      );
      for (const url of signInScripts.urls) allScripts.add(url);
      const total = (await Promise.all([...allScripts].map((url) => gzipBytes(url)))).reduce((sum, bytes) => sum + bytes, 0);
      console.log(
        `\nSign-in page in Chromium: ${kb(signInScripts.bytes)} of JavaScript in ${signInScripts.requests} requests (as served).` +
          `\nAll the admin's JavaScript met above: ${allScripts.size} files, ${kb(total)} gzip.` +
          `\nMedians of ${RUNS} run(s); a full load starts with a new tab and a signed-in session, a move in the app starts on the dashboard.`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  if (failures.length) {
    console.error(`\nGoals missed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll goals met.');
  }
};

await main();
