import { Hono } from 'hono';
import { z } from 'zod';
import { perLanguage } from '../../shared/schemas/per-language.ts';
import type { AnalyticsMode } from '../../shared/analytics.ts';
import type { AppEnv } from '../context.ts';
import type { PageViews } from './page-views.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { validate } from '../validation.ts';
import { countedPathOf } from './page-paths.ts';

const MAX_PATH = 512;
const MAX_SEARCH = 2048;
const MAX_REFERRER = 2048;

/** What the beacon of a page sends: the page's own path and query, the referrer it was opened from, and whether it is the not-found page. */
const hitSchemas = perLanguage((m) =>
  z.object({
    path: z.string({ error: m.analytics.pathInvalid }).max(MAX_PATH, m.analytics.pathInvalid).startsWith('/', m.analytics.pathInvalid),
    search: z
      .string({ error: m.analytics.searchInvalid })
      .max(MAX_SEARCH, m.analytics.searchInvalid)
      .refine((search) => search === '' || search.startsWith('?'), m.analytics.searchInvalid)
      .default(''),
    referrer: z
      .string({ error: m.analytics.referrerInvalid })
      .max(MAX_REFERRER, m.analytics.referrerInvalid)
      .refine((referrer) => referrer === '' || URL.canParse(referrer), m.analytics.referrerInvalid)
      .default(''),
    missing: z.boolean({ error: m.analytics.missingNotBoolean }).default(false),
  }),
);

/**
 * POST /api/hit: a page served by a CDN reports its view (ANALYTICS=beacon, decision 161). Counted by the
 * same rules as a page the server answers (bots left out in the flush), with the client's address and user
 * agent from this request; no cookie is read or set. A view must name a page of the live build.
 */
/** What POST /api/hit needs: whether pages report their views (ANALYTICS=beacon), where the views go, and which paths are pages. */
export interface HitDeps {
  mode: AnalyticsMode;
  pageViews: Pick<PageViews, 'reported'>;
  /** Whether a path (as analytics writes it) is a page of the live build. */
  isPage: (path: string) => boolean;
}

export const hitRoutes = ({ mode, pageViews, isPage }: HitDeps) =>
  new Hono<AppEnv>().post('/', validate('json', hitSchemas), async (c) => {
    if (mode !== 'beacon') return fail(404, (m) => m.analytics.notCountedHere);
    const client = requestClient(c);
    await c.get('limits').hit.consume(client);
    const hit = c.req.valid('json');
    const counted = countedPathOf(hit.path);
    if (!counted || (!hit.missing && !isPage(counted.path))) return fail(422, (m) => m.analytics.notAPage);
    pageViews.reported(hit, { address: client, userAgent: c.req.header('user-agent') });
    return c.body(null, 204);
  });
