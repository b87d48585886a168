import type { ComponentType } from 'react';

/** A screen's chunk, fetched once: `loaded` holds its component once it has arrived, so a screen already here is drawn at once. */
export interface ScreenLoader {
  (): Promise<{ default: ComponentType }>;
  loaded?: ComponentType;
}

const loader = (load: () => Promise<{ default: ComponentType }>): ScreenLoader => {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const get: ScreenLoader = () => {
    pending ??= load().then(
      (module) => {
        get.loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again the next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return get;
};

/**
 * Each screen is its own chunk: signing in does not download the gallery editor. Kept apart from React and the
 * app, so the admin's page starts the chunk of the screen it opens on while the app itself is still arriving.
 */
export const screens = {
  register: loader(() => import('../session/RegisterPage.tsx')),
  dashboard: loader(() => import('../dashboard/DashboardPage.tsx')),
  projects: loader(() => import('../projects/ProjectsPage.tsx')),
  messages: loader(() => import('../messages/MessagesPage.tsx')),
  subscribers: loader(() => import('../subscribers/SubscribersPage.tsx')),
  newsletter: loader(() => import('../newsletter/NewsletterPage.tsx')),
  users: loader(() => import('../users/UsersPage.tsx')),
  settings: loader(() => import('../settings/SettingsPage.tsx')),
  activity: loader(() => import('../activity/ActivityPage.tsx')),
  analytics: loader(() => import('../analytics/AnalyticsPage.tsx')),
  siteContent: loader(() => import('../site-content/SiteContentPage.tsx')),
  media: loader(() => import('../media/MediaPage.tsx')),
  redirects: loader(() => import('../redirects/RedirectsPage.tsx')),
  testimonials: loader(() => import('../testimonials/TestimonialsPage.tsx')),
} satisfies Record<string, ScreenLoader>;

export type ScreenName = keyof typeof screens;

/** The signed-in screens by their first path segment after /admin/ (the sidebar's addresses). */
export const BY_SEGMENT: Readonly<Record<string, ScreenName>> = {
  dashboard: 'dashboard',
  analytics: 'analytics',
  projects: 'projects',
  messages: 'messages',
  subscribers: 'subscribers',
  newsletter: 'newsletter',
  'site-content': 'siteContent',
  media: 'media',
  redirects: 'redirects',
  testimonials: 'testimonials',
  users: 'users',
  activity: 'activity',
  settings: 'settings',
};

/** The sidebar's screens, in its order. */
export const SIGNED_IN_SCREENS: readonly ScreenName[] = Object.values(BY_SEGMENT);

/** The signed-in screen an /admin address shows, if any (the sign-in screens and the not-found view have none). */
export const screenOf = (path: string): ScreenName | undefined => {
  const segment = /^\/admin\/([^/?#]+)/.exec(path)?.[1];
  return segment && Object.hasOwn(BY_SEGMENT, segment) ? BY_SEGMENT[segment] : undefined;
};

/** Starts fetching a screen's chunk, once; a failure is left to the screen itself, which asks again when drawn. */
export const preloadScreen = (name: ScreenName | undefined) => {
  if (name) screens[name]().catch(() => {});
};
