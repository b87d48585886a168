import { ApiError } from '../api-error.ts';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { rateLimit } from '../../db/schema.ts';

const MINUTE = 60_000;

/** One counter per key in a fixed window. */
export interface Limit {
  /**
   * Counts one attempt (or `points`) and answers 429 (throws) once `key` is over the limit. Counted before the
   * work it guards (a password check), in one statement of the store: parallel attempts cannot all pass a check
   * made before any of them was counted.
   */
  consume: (key: string, points?: number) => Promise<void>;
  /** Gives back an attempt `consume` counted, when it turned out not to be one to limit (a right password). */
  refund: (key: string) => Promise<void>;
  /** Answers 429 (throws) when `key` has used up the limit, without counting an attempt. */
  check: (key: string) => Promise<void>;
  /** Counts one attempt without answering 429; resolves to the attempts counted in the window. */
  count: (key: string) => Promise<number>;
  reset: (key: string) => Promise<void>;
}

const tooManyRequests = (retryAfterSeconds: number): never => {
  throw new ApiError(429, (m) => m.requests.tooManyRequests(retryAfterSeconds), {
    res: new Response(null, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } }),
  });
};

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

const toLimit = (limiter: RateLimiterAbstract | null): Limit => {
  if (!limiter) return { consume: async () => {}, refund: async () => {}, check: async () => {}, count: async () => 0, reset: async () => {} };
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) tooManyRequests(retryAfter(rejection));
        throw rejection;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async check(key) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= limiter.points) tooManyRequests(retryAfter(res));
    },
    async count(key) {
      return (await limiter.penalty(key, 1)).consumedPoints;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
};

export interface RateLimitOptions {
  /** Multiplies every limit; 0 turns them off (e.g. for a load benchmark). */
  scale?: number;
  /** Keeps the counters in this database, shared by every process on it; without it, in this process's memory. */
  db?: Database;
}

/**
 * Limits per client unless noted (an IPv6 client by its /64: http/client-address.ts). They count what costs
 * something: guesses of a password or a code (counted before the check and refunded when right), and valid
 * submissions that store a row, a file or an email; a rejected request is already cheap and stores nothing.
 */
export const createRateLimits = ({ scale = 1, db }: RateLimitOptions = {}) => {
  let first = true;
  const limit = (name: string, points: number, windowMs: number, { shared = true } = {}) => {
    if (scale === 0) return toLimit(null);
    const options = { keyPrefix: name, points: Math.max(1, Math.round(points * scale)), duration: windowMs / 1000 };
    if (!db || !shared) return toLimit(new RateLimiterMemory(options));
    // One of the limiters sweeps expired rows for all of them (they share the table).
    const limiter = new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimit, clearExpiredByTimeout: first });
    first = false;
    return toLimit(limiter);
  };
  return {
    /** Sign-in attempts from one client, whatever the account; a successful one is refunded. */
    loginPerClient: limit('login-client', 60, 15 * MINUTE),
    /** Failed sign-ins for one account from one client: that client is stopped for that account, nobody else is. */
    loginPerAccountClient: limit('login-account-client', 10, 15 * MINUTE),
    /** Authentication codes tried for one account from one client, as failed sign-ins are. */
    codePerAccountClient: limit('code-account-client', 10, 15 * MINUTE),
    /** Authentication codes tried for one account from anywhere: whoever tries them already has the password. */
    codePerAccount: limit('code-account', 30, 15 * MINUTE),
    /** Failed sign-ins for one account from anywhere: never blocks, it slows failed answers down (see loginDelayMs). */
    loginFailuresPerAccount: limit('login-account', 1_000_000, 15 * MINUTE),
    /** Wrong current passwords (changing the password, turning two-step sign-in off), per account and client. */
    passwordChange: limit('password-change', 10, 15 * MINUTE),
    /** "Forgot password?" requests from one client, and for one email from anywhere (whether or not it has an account). */
    resetRequestPerClient: limit('reset-client', 20, 60 * MINUTE),
    resetRequestPerEmail: limit('reset-email', 5, 60 * MINUTE),
    /** Reset links tried from one client. */
    resetConfirm: limit('reset-confirm', 30, 15 * MINUTE),
    register: limit('register', 50, 60 * MINUTE),
    contact: limit('contact', 100, 10 * MINUTE),
    subscribe: limit('subscribe', 100, 10 * MINUTE),
    /** Confirmation emails to one address, whoever asks: a stranger cannot fill someone's mailbox with them. */
    newsletterConfirmationsPerEmail: limit('newsletter-confirmation-email', 3, 24 * 60 * MINUTE),
    /**
     * The newsletter's confirm and unsubscribe links. Generous: a mail provider's one-click unsubscribes come from
     * a few addresses of its own, and a guessed token finds nothing (256 bits).
     */
    newsletterLinks: limit('newsletter-link', 600, 10 * MINUTE),
    /** The review links' pages, opened and sent: a client reads and sends one; a guessed token finds nothing (256 bits). */
    reviewPages: limit('review-page', 60, 10 * MINUTE),
    upload: limit('upload', 200, 10 * MINUTE),
    /**
     * Page views reported by the beacon of a page served elsewhere (POST /api/hit). Counted in each process's
     * memory: a write to the database for every page view is what the batched counts avoid (decision 161).
     */
    hit: limit('hit', 300, 10 * MINUTE, { shared: false }),
    /**
     * Megabytes (each file counted at least 1) of files attached to messages, per client and hour: two full
     * enquiries' worth. A file not sent within the hour is deleted, so this is also the client's share of the
     * files waiting for a message, not what it can take from the next visitor.
     */
    attachmentMegabytes: limit('attachment-mb', 20, 60 * MINUTE),
    /** Clicks on the site's WhatsApp links. */
    whatsapp: limit('whatsapp', 60, 10 * MINUTE),
    /** After this many failures on one account within the window, each further failed answer is delayed. */
    slowDownAfter: scale === 0 ? Infinity : Math.max(1, Math.round(20 * scale)),
  };
};

export type RateLimits = ReturnType<typeof createRateLimits>;

const MAX_LOGIN_DELAY_MS = 5000;

/** The wait before a failed sign-in is answered: 250 ms more for each failure past the threshold, at most 5 s. */
export const loginDelayMs = (accountFailures: number, slowDownAfter: number) => Math.min(MAX_LOGIN_DELAY_MS, Math.max(0, accountFailures - slowDownAfter) * 250);
