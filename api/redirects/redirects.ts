import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { project, redirect } from '../../db/schema.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { addressOf } from '../../shared/redirect-paths.ts';
import { limitKeyOf, proxiedAddress } from '../http/client-address.ts';
import { readRedirectEnds, type RedirectEnd } from './redirect-store.ts';

interface RedirectsOptions {
  db: Database;
  /** Whether the live build has a page or file for a path. */
  hasBuiltPage: (path: string) => Promise<boolean>;
  /** Multiplies the answers a client may get per minute; 0 turns the limit off (RATE_LIMIT_SCALE). */
  rateLimitScale: number;
  trustProxy: boolean;
  trustProxyHops: number;
  /** How long counted visits wait before they are added to the database in one batch. */
  flushAfterMs?: number;
}

/** 301 answers one client may get per minute: a visitor follows a few; a crawler is slowed, nothing grows. */
const ANSWERS_PER_MINUTE = 120;
/** Paths the server answers itself, whatever the build holds. */
const SERVER_PATHS = /^\/(?:api|admin|uploads|_astro)(?:\/|$)/;
const PROJECT_PAGE = /^\/(?:ar\/)?portfolio\/([^/]+)$/;
/** How long browsers and CDNs may keep a 301 before asking again, so an edited redirect reaches them within the hour. */
const KEEP_SECONDS = 3600;

/**
 * The redirects as the site answers them: read from the database once and kept until a
 * change clears them (a content change here, a new build in every process), followed to their ends.
 * A path is looked up only when no page answers it, so the pages pay nothing. Each visit sent on is
 * counted in memory and added to the database in one batch a few seconds later; the answers are limited
 * per client, so following redirects in a loop cannot make anything grow.
 */
export const createRedirects = ({ db, hasBuiltPage, rateLimitScale, trustProxy, trustProxyHops, flushAfterMs = 5000 }: RedirectsOptions) => {
  let ends: Promise<Map<string, RedirectEnd>> | null = null;
  const counted = new Map<number, number>();
  let flushTimer: NodeJS.Timeout | null = null;
  const limiter =
    rateLimitScale === 0 ? null : new RateLimiterMemory({ keyPrefix: 'redirect', points: Math.max(1, Math.round(ANSWERS_PER_MINUTE * rateLimitScale)), duration: 60 });

  const current = () => {
    ends ??= readRedirectEnds(db);
    const reading = ends;
    // A failed read is tried again at the next request, not kept.
    reading.catch(() => {
      if (ends === reading) ends = null;
    });
    return reading;
  };

  const flush = async () => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (counted.size === 0) return;
    const batch = [...counted];
    counted.clear();
    try {
      const [first, ...rest] = batch.map(([id, hits]) =>
        db
          .update(redirect)
          .set({ hits: sql`${redirect.hits} + ${hits}` })
          .where(eq(redirect.id, id)),
      );
      if (first) await db.batch([first, ...rest]);
    } catch (error) {
      for (const [id, hits] of batch) counted.set(id, (counted.get(id) ?? 0) + hits);
      console.error(`Counting redirect visits failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const count = (id: number) => {
    counted.set(id, (counted.get(id) ?? 0) + 1);
    flushTimer ??= setTimeout(() => void flush(), flushAfterMs).unref();
  };

  return {
    /**
     * The answer to a GET or HEAD of `path` (decoded, without its trailing slash) that no page answers: a 301
     * to where its redirect ends, a 429 past the client's limit, or null when the path has no redirect.
     */
    answer: async (c: Context, path: string): Promise<Response | null> => {
      const end = (await current()).get(path);
      if (!end) return null;
      if (limiter) {
        try {
          await limiter.consume(limitKeyOf(proxiedAddress(c, { trustProxy, trustProxyHops })));
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          const m = apiMessages[path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en'];
          c.header('Retry-After', String(seconds));
          c.header('Cache-Control', 'no-store');
          return c.text(m.requests.tooManyRequests(seconds), 429);
        }
      }
      if (c.req.method === 'GET') count(end.id);
      const query = new URL(c.req.url).search;
      // The visitor's query (a campaign's utm_ tags) goes along, unless the target has one of its own.
      const location = addressOf(end.to);
      c.header('Location', query && !end.to.includes('?') && !end.to.includes('#') ? `${location}${query}` : location);
      c.header('Cache-Control', `public, max-age=${KEEP_SECONDS}`);
      return c.body(null, 301);
    },
    /** Whether a page of the site answers `path`, so that no redirect may start there. */
    pageAnswers: async (path: string): Promise<boolean> => {
      if (path === '/' || SERVER_PATHS.test(path)) return true;
      const slug = PROJECT_PAGE.exec(path)?.[1];
      if (slug) {
        const [found] = await db.select({ id: project.id }).from(project).where(eq(project.slug, slug)).limit(1);
        if (found) return true;
      }
      return hasBuiltPage(path);
    },
    /** Visits counted here and not yet added to the database, by redirect id. */
    pendingHits: (): ReadonlyMap<number, number> => counted,
    /** Forgets the redirects read, after a change; the next lookup reads them again. */
    clear: () => {
      ends = null;
    },
    /** Adds the visits counted so far to the database now (the process is ending, or a test looks). */
    flush,
  };
};

export type Redirects = ReturnType<typeof createRedirects>;
