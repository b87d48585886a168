/**
 * How the public site's visits are counted (ANALYTICS): `server` counts the pages the server answers,
 * `beacon` adds a small inline script to every page that reports it to `POST /api/hit` (for pages a CDN
 * serves), `off` counts nothing.
 */
export const ANALYTICS_MODES = ['server', 'beacon', 'off'] as const;
export type AnalyticsMode = (typeof ANALYTICS_MODES)[number];

/** The Analytics screen's ranges: the last 7 or 30 days, shown per day, or the last 12 months, shown per month. */
export const ANALYTICS_RANGES = ['7d', '30d', '12m'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The key under which a day's page paths, sources or missing paths beyond its cap are counted together. */
export const OTHER_KEY = '(other)';
