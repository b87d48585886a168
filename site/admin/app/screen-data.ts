import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readJson } from '../../lib/api-error.ts';
import { type AdminArea, mayUse, type RoleHolder } from '../../../shared/roles.ts';
import { activityUrl } from '../activity/activity-url.ts';
import { api } from '../../lib/api-client.ts';
import type { SessionUser } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { filtersOf } from '../messages/message-filter.ts';
import { PIPELINE_PATH, pipelineColumn, pipelineFirstPages } from '../messages/pipeline-columns.ts';
import { MESSAGES_PAGE_SIZE, messagePageUrl } from '../messages/use-messages.ts';
import { BY_SEGMENT, type ScreenName, screenOf } from './screen-loaders.ts';
import { LEAD_STAGES } from '../../../shared/leads.ts';

/**
 * The reads each screen makes when it opens with its defaults, by the same query keys its hooks use. Asked for when
 * a screen is about to open (a full load, a pointer over or focus on its link), so the data comes with the screen's
 * chunk, not after it. A key the screen does not use costs one request and nothing else.
 */
const READS: Partial<Record<ScreenName, (user: RoleHolder) => QueryKey[]>> = {
  dashboard: (user) => {
    const can = (area: AdminArea) => mayUse(user, area);
    return [
      ...(can('projects') ? [[endpoints.projects]] : []),
      ...(can('messages') ? [[messagePageUrl({ hide: ['Spam'] }, 1, 5)], [endpoints.leadSummary]] : []),
      ...(can('subscribers') ? [[endpoints.subscribers]] : []),
      ...(can('analytics') ? [[`${endpoints.analytics}?range=7d`]] : []),
      ...(can('siteContent') ? [[endpoints.publishing]] : []),
      ...(can('schedules') ? [[endpoints.comingUp]] : []),
      ...(can('backups') ? [[endpoints.backups]] : []),
    ];
  },
  // The table marks the projects whose Arabic is complete, and shows their Arabic titles in the Arabic admin.
  projects: () => [[endpoints.projects], [api.api.admin.projects.translations.$path()]],
  messages: () => [[messagePageUrl(filtersOf('inbox'), 1, MESSAGES_PAGE_SIZE)], [endpoints.leadSummary], [endpoints.leadOptions]],
  siteContent: () => [[endpoints.siteContent]],
  media: () => [[endpoints.media]],
  analytics: () => [[`${endpoints.analytics}?range=7d`]],
  users: () => [[endpoints.users]],
  activity: () => [[activityUrl(endpoints.activity, { page: 1, admin: '', action: '' })]],
  redirects: () => [[endpoints.redirects], [endpoints.missingPages]],
  subscribers: () => [[endpoints.subscribers]],
  testimonials: () => [[endpoints.testimonialRequests]],
  settings: (user) => [[endpoints.sessions], ...(mayUse(user, 'officeSettings') ? [[endpoints.security], [endpoints.notifications], [endpoints.newsletterSettings]] : [])],
};

const ADMIN = '/admin/';

/** What the sidebar beside every screen reads: the count of new messages, and the testimonials waiting for approval. */
const sidebarReads = (user: RoleHolder): QueryKey[] => [
  ...(mayUse(user, 'messages') ? [[endpoints.messageSummary]] : []),
  ...(mayUse(user, 'testimonials') ? [[endpoints.testimonials]] : []),
];

const readsOf = (name: ScreenName, user: RoleHolder) => [...(READS[name]?.(user) ?? []), ...sidebarReads(user)];

/** The screens each account may open, as its sidebar lists them; a screen it may not use is never asked for. */
const AREA: Partial<Record<ScreenName, AdminArea>> = {
  analytics: 'analytics',
  projects: 'projects',
  messages: 'messages',
  subscribers: 'subscribers',
  newsletter: 'newsletter',
  siteContent: 'siteContent',
  media: 'media',
  redirects: 'redirects',
  testimonials: 'testimonials',
  users: 'users',
  activity: 'activity',
};

/**
 * The addresses each screen reads when a page opens on it, by its path segment, for an account that may use every
 * area: the admin's page asks for them in its first script, beside who is signed in, so a full load waits for its
 * data no longer than for the app. A read the account may not make is answered 403 and never used.
 */
export const firstReads = (): Record<string, string[]> => {
  const everything = { role: 'admin' };
  const reads = Object.entries(BY_SEGMENT).map(([segment, name]) => [segment, readsOf(name, everything).map(([url]) => String(url))]);
  // The pipeline's view of the messages reads its columns instead of the list.
  const pipeline = [...pipelineFirstPages(), ...sidebarReads(everything).map(([url]) => String(url))];
  return Object.fromEntries([...reads, [PIPELINE_PATH.slice(ADMIN.length), pipeline]]);
};

export const mayOpen = (user: SessionUser, name: ScreenName) => {
  const area = AREA[name];
  return !area || mayUse(user, area);
};

/**
 * Starts the reads of the screen about to open, each once: what is in the cache already (and not stale) is not asked
 * for again. Nothing for an account that may not see the screen, or may not see data yet. `asked`: the answers the
 * page's first script asked for already (firstReads), used in place of asking again.
 */
export const prefetchScreenData = (client: QueryClient, path: string, user: SessionUser | null, asked: Readonly<Record<string, Promise<Response>>> = {}) => {
  const unused = new Map(Object.entries(asked));
  const answerTo = (url: unknown) => {
    if (typeof url !== 'string') return undefined;
    const answer = unused.get(url);
    unused.delete(url);
    return answer;
  };
  const prefetch = (queryKey: QueryKey) => {
    const answer = answerTo(queryKey[0]);
    void client.prefetchQuery(answer ? { queryKey, queryFn: async () => readJson(await answer) } : { queryKey });
  };
  const name = screenOf(path);
  if (name && user?.approved && !user.mustSetUpTwoFactor && mayOpen(user, name)) {
    if (path.split(/[?#]/)[0] === PIPELINE_PATH) {
      const firstPages = pipelineFirstPages();
      for (const [index, stage] of LEAD_STAGES.entries()) void client.prefetchInfiniteQuery(pipelineColumn(stage, answerTo(firstPages[index])));
      sidebarReads(user).forEach(prefetch);
    } else readsOf(name, user).forEach(prefetch);
  }
  // An answer nobody reads (a read this account may not make) would keep its request open in the browser's eyes.
  for (const answer of unused.values()) void answer.then((response) => response.body?.cancel()).catch(() => {});
};
