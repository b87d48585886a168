import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../sessions/sessions.ts';
import { storedState } from '../test/stored-state.ts';
import { createUserWithSession, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';
import { body, contentType, cookieKind, origin, otherMethod, paramValue, queryString } from './request-arbitraries.ts';

/**
 * Generated requests against every route the app itself lists: no 5xx, no hang, a JSON `{ message }` with
 * every 4xx, and nothing stored by a write from another site's page or by a pending account. `npm test` runs 300, `npm run test:fuzz` 2,000, and FUZZ_RUNS
 * asks for any number (`FUZZ_RUNS=20000 npm run test:fuzz`).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.npm_lifecycle_event === 'test:fuzz' ? 2000 : 300));
const HANG_MS = 5000;

const api = useTestApi({ RATE_LIMIT_SCALE: '1' });
let adminId = 0;

beforeAll(async () => {
  adminId = (await createUserWithSession(api.deps, { name: 'Fuzz Admin' })).user.id;
});

const routes = () => {
  const seen = new Set<string>();
  return api.app.routes
    .filter((route) => route.method !== 'ALL')
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ method, path }) => ({ method, path }));
};

/** A fresh session per request, so a generated sign-out, password change or deletion does not end the fuzzing. */
const cookieFor = async (kind: string) => {
  if (kind === 'admin') return `session=${(await createSession(api.handle.db, adminId)).token}`;
  if (kind === 'pending') return (await createUserWithSession(api.deps, { name: 'Fuzz Pending', approved: false })).cookie;
  if (kind === 'garbage') return 'session=abc.def';
  if (kind === 'expired-format') return 'session=; session=%ZZ; other=1';
  if (kind === 'huge') return `session=${'a'.repeat(8000)}`;
  return undefined;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a pending account may still do: what anyone may, and signing out. */
const OPEN_TO_PENDING = /^\/api\/(?:contact|subscribe|form-stamp|admin\/(?:login|register|password-reset|logout))(?:\/|$)/;

const withTimeout = <T>(promise: Promise<T>, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${HANG_MS} ms`)), HANG_MS))]);

describe('API fuzzing', () => {
  it(`answers ${RUNS} generated requests without a 5xx, a hang, or a 4xx without a message`, async () => {
    const known = routes();
    const statuses = new Map<number, number>();
    const request = fc.record({
      route: fc.constantFrom(...known),
      keepMethod: fc.boolean(),
      method: otherMethod,
      params: fc.array(paramValue, { minLength: 2, maxLength: 2 }),
      query: queryString,
      type: contentType,
      origin,
      cookie: cookieKind,
      body,
      xhr: fc.boolean(),
    });

    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const method = generated.keepMethod ? generated.route.method : generated.method;
        let index = 0;
        const path = generated.route.path.replace(/:[A-Za-z]+/g, () => generated.params[index++] ?? '1');
        const headers: Record<string, string> = {};
        if (generated.type) headers['Content-Type'] = generated.type;
        if (generated.origin) headers.Origin = generated.origin;
        if (generated.xhr) headers['X-Requested-With'] = 'XMLHttpRequest';
        const cookie = await cookieFor(generated.cookie);
        if (cookie) headers.Cookie = cookie;
        const sendsBody = method !== 'GET' && method !== 'HEAD' && generated.body !== undefined;
        const what = `${method} ${path}${generated.query}`;
        const write = !SAFE_METHODS.has(method);
        const foreign = generated.origin !== undefined && generated.origin !== TEST_ORIGIN;
        const mustChangeNothing = write && (foreign || (generated.cookie === 'pending' && !OPEN_TO_PENDING.test(path)));
        const before = mustChangeNothing ? await storedState(api.handle, api.deps.config) : null;

        const response = await withTimeout(Promise.resolve(api.app.request(`${path}${generated.query}`, { method, headers, body: sendsBody ? generated.body : undefined })), what);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, what).toBeLessThan(500);
        if (response.status >= 400 && method !== 'HEAD') {
          expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
          const answer = (await withTimeout(response.json(), what)) as { message?: unknown };
          expect(typeof answer.message === 'string' && answer.message.length > 0, `${what} → ${response.status} without a message`).toBe(true);
        } else {
          await withTimeout(response.arrayBuffer(), what);
        }
        if (before !== null)
          expect(await storedState(api.handle, api.deps.config), `${what} (${foreign ? `from ${generated.origin}` : 'by a pending account'}) stored something`).toBe(before);
      }),
      { numRuns: RUNS },
    );

    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ');
    console.log(`Fuzzed ${RUNS} requests across ${known.length} routes: ${summary}`);
  }, 300_000);
});
