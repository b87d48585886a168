/** The languages every editable text is written in; the first one is the site's default. */
export const LOCALES_OF_CONTENT = ['en', 'ar'] as const;
export type ContentLocale = (typeof LOCALES_OF_CONTENT)[number];
