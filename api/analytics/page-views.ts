import type { IncomingMessage } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { WriteTransactions } from '../../db/write-transactions.ts';
import { OTHER_KEY } from '../../shared/analytics.ts';
import { boundedMemo } from '../../shared/bounded-memo.ts';
import { addDays } from '../../shared/cairo-day.ts';
import { sourceKey } from '../../shared/lead-source.ts';
import { addressOf, type ProxyTrust } from '../http/forwarded-address.ts';
import { type CampaignFacts, campaignFacts, type DeviceClass, deviceClass, isBot, referrerHost } from '../visitors/index.ts';
import { rememberFirstVisits, type FirstVisit } from '../visitors/index.ts';
import type { createVisitorIds } from '../visitors/index.ts';
import { type CountedPath, countedPathOf, isAdminPath, isAssetPath } from './page-paths.ts';
import { addDayCounts, DayCounts, pruneDayCounts } from './store-counts.ts';

/**
 * A page the site answered, kept until the next flush as little as counting needs: the counted path (read
 * once per distinct path), the campaign of a query, the client's address, and the user agent and referrer cut
 * to `MAX_KEPT` characters, so a flood of long queries and headers keeps no more per view than a real visit.
 * Bots, devices, visitor ids and sources are worked out in the flush.
 */
export interface PageAnswer {
  page: CountedPath;
  /** 200: a page of the site; 404: the not-found page. */
  status: 200 | 404;
  campaign: CampaignFacts;
  userAgent: string;
  /** Longer than `MAX_KEPT`: no browser's and no known bot's user agent is. */
  longAgent: boolean;
  referer: string | undefined;
  address: string;
}

/** What a beacon of a page served elsewhere (a CDN) reports to POST /api/hit. */
export interface ReportedHit {
  path: string;
  search: string;
  referrer: string;
  missing: boolean;
}

export interface PageViewsOptions {
  /** The write transactions the counts are added in. */
  inWriteTransaction: WriteTransactions;
  visitorIds: ReturnType<typeof createVisitorIds>;
  proxy: ProxyTrust;
  /** This site's host: a visitor coming from one of its own pages came from no other site. */
  ownHost: string;
  /** Time between flushes (ANALYTICS_FLUSH_MS). */
  flushMs: number;
}

/**
 * Answers kept between flushes at most (each of at most about 2 KB, see `MAX_KEPT`); past it a flood's answers
 * are counted as views of no known page (OTHER_KEY) or missing paths under it, without a visitor.
 */
const MAX_PENDING = 20_000;
/** Characters kept of a path, a user agent or a referrer: more than any page of the site, browser or bot has. */
const MAX_KEPT = 512;
/** Characters kept of a client's address: an IPv6 address is at most 45. */
const MAX_ADDRESS = 64;
/** A flush starts early once this many answers wait, so that no flush holds the event loop for long. */
const FLUSH_EARLY_AT = 2_000;
/** Answers worked out between two turns of the event loop during a flush. */
const CHUNK = 500;
/**
 * First visits stored per write transaction: an early flush's new visitors go in one, which holds the event
 * loop for a few milliseconds; each commit writes the index pages its visits touched, so fewer, larger ones cost less.
 */
const VISITS_PER_TRANSACTION = 500;
/** Distinct visitors a day keeps a first visit for: a flood of made-up user agents stops there. */
const MAX_VISITORS_PER_DAY = 100_000;
/** Counts older than this many days are deleted: two years, so a year can be set against the one before. */
const KEEP_DAYS = 731;
/** Request paths whose counted path is remembered, between flushes too. */
const MEMO_SIZE = 2_000;
/** Distinct user agents remembered in a day before the list starts again. */
const MAX_AGENTS = 10_000;

interface Agent {
  /** Null for a bot. */
  device: DeviceClass | null;
  /** Short and unique in the process: a client's key is it and the address. */
  key: string;
}

/** What of a Node request (HTTP/1 or 2) a page answer is counted from. */
export type PageRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & { socket: { remoteAddress?: string | undefined } };

/**
 * At most `max` characters of `value`, sharing no memory with it: a slice of a long string keeps the whole
 * string alive in V8, which is what a flood's long queries and headers must not do.
 */
const keptPart = (value: string, max = MAX_KEPT) => (value.length > max ? Buffer.from(value.slice(0, max)).toString() : value);

const ARABIC_TARGET = /^\/ar(?:[/?]|$)/;

const noCampaign = campaignFacts(new URLSearchParams());
/** The campaign facts of a query, as short copies of their own. */
const campaignOf = (query: string): CampaignFacts => {
  const facts = campaignFacts(new URLSearchParams(query));
  const own = (label: string | null) => (label === null ? null : Buffer.from(label).toString());
  return { utmSource: own(facts.utmSource), utmMedium: own(facts.utmMedium), utmCampaign: own(facts.utmCampaign), clickId: facts.clickId };
};

/** A prefetch or prerender the browser asked for on its own: the person may never see the page. */
const isPrefetch = (headers: PageRequest['headers']) => headers['sec-purpose'] !== undefined || headers.purpose !== undefined || headers['x-moz'] !== undefined;

/**
 * Counts the public site's page views, per Cairo day and without a cookie (decision 160). The request
 * path only keeps what counting needs of the answer in a bounded buffer; a flush every `flushMs` (and at stop) works out
 * bots, visitor ids, devices and sources and adds the day's counts in one write transaction. The first
 * page of each visitor's day goes to visit_source, where a later lead finds its source.
 */
export const createPageViews = ({ inWriteTransaction, visitorIds, proxy, ownHost, flushMs }: PageViewsOptions) => {
  let pending: PageAnswer[] = [];
  /** Answers past `MAX_PENDING` since the last flush, counted without their page or visitor. */
  let overflow = { en: 0, ar: 0, missing: 0 };
  let earlyFlush = false;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();
  /**
   * Today's user agents, each with its device class (null for a bot) and a short key; and the clients
   * (user agent key and address) whose visit of today is stored, so their later pages cost no hash and no
   * write. The database has the final say: another process may have stored a visit first.
   */
  let today = { day: '', agents: new Map<string, Agent>(), clients: new Set<string>() };
  let agentKeys = 0;
  const agentOf = (userAgent: string, long: boolean): Agent => {
    const known = long ? `${userAgent}\n…` : userAgent;
    let agent = today.agents.get(known);
    if (!agent) {
      // A flood of made-up user agents starts the list again; their clients are then checked by the database.
      if (today.agents.size >= MAX_AGENTS) today.agents = new Map();
      // The bot list's many short words are found by chance in a long made-up string: it is not asked about one.
      agent = { device: !long && isBot(userAgent) ? null : deviceClass(userAgent), key: (agentKeys++).toString(36) };
      today.agents.set(known, agent);
    }
    return agent;
  };

  const pathOf = boundedMemo(countedPathOf, MEMO_SIZE);

  const push = (target: string, status: 200 | 404, facts: { userAgent: string | undefined; referer: string | undefined; address: string }) => {
    if (pending.length >= MAX_PENDING) {
      if (status === 404) overflow.missing += 1;
      else overflow[ARABIC_TARGET.test(target) ? 'ar' : 'en'] += 1;
      return;
    }
    const query = target.indexOf('?');
    const page = pathOf(query === -1 ? keptPart(target) : Buffer.from(target.slice(0, Math.min(query, MAX_KEPT))).toString());
    if (!page || isAdminPath(page.path)) return;
    const userAgent = facts.userAgent ?? '';
    pending.push({
      page,
      status,
      campaign: query === -1 ? noCampaign : campaignOf(target.slice(query + 1)),
      userAgent: keptPart(userAgent),
      longAgent: userAgent.length > MAX_KEPT,
      referer: facts.referer === undefined ? undefined : keptPart(facts.referer),
      address: keptPart(facts.address, MAX_ADDRESS),
    });
    if (pending.length >= FLUSH_EARLY_AT && !earlyFlush && timer) {
      earlyFlush = true;
      setImmediate(() => void flush());
    }
  };

  /** Works out and stores what waited since the last flush. */
  const flushPending = async (answers: PageAnswer[], past: typeof overflow) => {
    if (past.en + past.ar + past.missing > 0) {
      console.warn(
        `Analytics: ${past.en + past.ar + past.missing} page answers came in past the ${MAX_PENDING} kept between two flushes: counted under "${OTHER_KEY}", without their visitors.`,
      );
    }
    const { day, idOf } = await visitorIds.today();
    if (today.day !== day) {
      today = { day, agents: new Map(), clients: new Set() };
      // Once a day, in the first flush of the day: the counts past two years go.
      await inWriteTransaction((run) => pruneDayCounts(run, addDays(day, -KEEP_DAYS)));
    }
    if (answers.length === 0 && past.en + past.ar + past.missing === 0) return;

    const counts = new DayCounts();
    for (const lang of ['en', 'ar'] as const) {
      if (past[lang] === 0) continue;
      counts.add(day, 'views', '', past[lang]);
      counts.add(day, 'page', OTHER_KEY, past[lang]);
      counts.add(day, 'lang', lang, past[lang]);
    }
    if (past.missing > 0) counts.addMissing(day, OTHER_KEY, past.missing);
    const viewsByPath = new Map<string, CountedPath & { views: number }>();
    const firstVisits = new Map<string, { visit: FirstVisit; device: DeviceClass }>();
    for (let index = 0; index < answers.length; index++) {
      if (index > 0 && index % CHUNK === 0) await nextTurn();
      const answer = answers[index] as PageAnswer;
      const agent = agentOf(answer.userAgent, answer.longAgent);
      const device = agent.device;
      if (device === null) continue;
      const counted = answer.page;
      if (answer.status === 404) {
        if (!isAssetPath(counted.path)) counts.addMissing(day, counted.path);
        continue;
      }
      const viewed = viewsByPath.get(counted.path);
      if (viewed) viewed.views += 1;
      else viewsByPath.set(counted.path, { ...counted, views: 1 });
      const client = `${agent.key} ${answer.address}`;
      if (today.clients.has(client) || firstVisits.has(client)) continue;
      const visit = { day, visitor: idOf(answer.address, answer.userAgent), landingPage: counted.path, referrer: referrerHost(answer.referer, ownHost), ...answer.campaign };
      firstVisits.set(client, { visit, device });
    }
    for (const { path, lang, views } of viewsByPath.values()) {
      counts.add(day, 'views', '', views);
      counts.add(day, 'page', path, views);
      counts.add(day, 'lang', lang, views);
    }

    const room = Math.max(0, MAX_VISITORS_PER_DAY - today.clients.size);
    const candidates = [...firstVisits].slice(0, room);
    // Each transaction stores first visits and the visitors they count together. Many new visitors go in
    // several short transactions, with turns of the event loop between: one would hold the process too long.
    for (let start = 0; start === 0 || start < candidates.length; start += VISITS_PER_TRANSACTION) {
      if (start > 0) await nextTurn();
      const part = candidates.slice(start, start + VISITS_PER_TRANSACTION);
      const last = start + VISITS_PER_TRANSACTION >= candidates.length;
      await inWriteTransaction(async (run) => {
        const fresh = new Set(
          (
            await rememberFirstVisits(
              run,
              part.map(([, { visit }]) => visit),
            )
          ).map((row) => row.visitor),
        );
        const counted = last ? counts : new DayCounts();
        for (const [, { visit, device }] of part) {
          if (!fresh.has(visit.visitor)) continue;
          counted.add(day, 'visitors', '');
          counted.add(day, 'device', device);
          counted.add(day, 'source', sourceKey(visit));
        }
        await addDayCounts(run, counted);
      });
      // Stored, or stored already by another process: either way counted for today.
      if (today.day === day) for (const [client] of part) today.clients.add(client);
    }
  };

  /** Flushes now, after any flush already running; a failed flush loses its counts and says how many. */
  const flush = () => {
    flushing = flushing.then(() => {
      earlyFlush = false;
      const answers = pending;
      const past = overflow;
      pending = [];
      overflow = { en: 0, ar: 0, missing: 0 };
      return flushPending(answers, past).catch((error: unknown) =>
        console.error(
          `Analytics: the counts of ${answers.length + past.en + past.ar + past.missing} page answers could not be stored: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    });
    return flushing;
  };

  return {
    /**
     * The front door, after it answered a GET with a page of the site (200, or 304 for a page the browser
     * kept) or the not-found page (404), both HTML. Prefetches and the admin are left out here; bots,
     * assets and the rest in the flush.
     */
    answered(req: PageRequest, status: 200 | 404) {
      const { headers, url } = req;
      if (req.method !== 'GET' || !url || isPrefetch(headers) || url.startsWith('/admin')) return;
      const address = addressOf(headers['x-forwarded-for'], req.socket.remoteAddress, proxy);
      push(url, status, { userAgent: headers['user-agent'], referer: headers.referer, address });
    },
    /** POST /api/hit: a page served elsewhere, reported by its beacon from this client address and user agent. */
    reported(hit: ReportedHit, client: { address: string; userAgent: string | undefined }) {
      push(`${hit.path}${hit.search}`, hit.missing ? 404 : 200, { userAgent: client.userAgent, referer: hit.referrer || undefined, address: client.address });
    },
    flush,
    /** Flushes every `flushMs`, and early when many answers wait. */
    start() {
      timer ??= setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    /** Stops the timer and stores what is still waiting. */
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
};

export type PageViews = ReturnType<typeof createPageViews>;
