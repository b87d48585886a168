import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { type AdminArea, mayUse } from '../../../shared/roles.ts';
import { activityUrl } from '../activity/activity-url.ts';
import { api } from '../../lib/api-client.ts';
import type { SessionUser } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { filtersOf } from '../messages/message-filter.ts';
import { MESSAGES_PAGE_SIZE, messagePageUrl } from '../messages/use-messages.ts';
import type { ScreenName } from './screen-loaders.ts';

/**
 * The reads each screen makes when it opens with its defaults, by the same query keys its hooks use. Asked for when
 * a screen is about to open (a full load, a pointer over or focus on its link), so the data comes with the screen's
 * chunk, not after it. A key the screen does not use costs one request and nothing else.
 */
const READS: Partial<Record<ScreenName, (user: SessionUser, lang: AdminLanguage) => QueryKey[]>> = {
  dashboard: (user) => {
    const can = (area: AdminArea) => mayUse(user, area);
    return [
      ...(can('projects') ? [[endpoints.projects]] : []),
      ...(can('messages') ? [[endpoints.messageSummary], [messagePageUrl({ hide: ['Spam'] }, 1, 5)], [endpoints.leadSummary]] : []),
      ...(can('subscribers') ? [[endpoints.subscribers]] : []),
      ...(can('analytics') ? [[`${endpoints.analytics}?range=7d`]] : []),
      ...(can('siteContent') ? [[endpoints.publishing]] : []),
      ...(can('schedules') ? [[endpoints.comingUp]] : []),
      ...(can('backups') ? [[endpoints.backups]] : []),
    ];
  },
  projects: (_user, lang) => [[endpoints.projects], ...(lang === 'ar' ? [[api.api.admin.projects.translations.$path()]] : [])],
  messages: () => [[messagePageUrl(filtersOf('inbox'), 1, MESSAGES_PAGE_SIZE)], [endpoints.leadSummary], [endpoints.leadOptions]],
  siteContent: () => [[endpoints.siteContent]],
  media: () => [[endpoints.media]],
  analytics: () => [[`${endpoints.analytics}?range=7d`]],
  users: () => [[endpoints.users]],
  activity: () => [[activityUrl(endpoints.activity, { page: 1, admin: '', action: '' })]],
  redirects: () => [[endpoints.redirects], [endpoints.missingPages]],
  subscribers: () => [[endpoints.subscribers]],
};

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

export const mayOpen = (user: SessionUser, name: ScreenName) => {
  const area = AREA[name];
  return !area || mayUse(user, area);
};

/**
 * Starts the reads of the screen about to open, each once: what is in the cache already (and not stale) is not asked
 * for again. Nothing for an account that may not see the screen, or may not see data yet.
 */
export const prefetchScreenData = (client: QueryClient, name: ScreenName | undefined, user: SessionUser | null, lang: AdminLanguage) => {
  if (!name || !user?.approved || user.mustSetUpTwoFactor || !mayOpen(user, name)) return;
  for (const queryKey of READS[name]?.(user, lang) ?? []) void client.prefetchQuery({ queryKey });
};
