/** The site's two editions: English at the original paths, Arabic under /ar. */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** Astro.currentLocale (or any string) to one of our locales; unknown values are English. */
export const localeOf = (value: string | undefined | null): Locale => (value === 'ar' ? 'ar' : 'en');

export const dirOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

export const ogLocaleOf = (locale: Locale) => (locale === 'ar' ? 'ar_EG' : 'en_US');

/** The name of each edition in its own language, as the language switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** The path without its /ar prefix: '/ar/about' → '/about', '/ar' → '/'. */
export const basePath = (path: string) => {
  const stripped = path.replace(/^\/ar(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
};

/** The same page in the given edition: '/about' → '/ar/about', '/' → '/ar'. */
export const localizedPath = (path: string, locale: Locale) => {
  const base = basePath(path);
  if (locale === 'en') return base;
  return base === '/' ? '/ar' : `/ar${base}`;
};

/**
 * The Intl locale of each edition. Arabic uses Latin digits, set explicitly, everywhere:
 * counters, dates and sizes read like the phone numbers and prices around them (decision 090).
 */
export const intlLocaleOf = (locale: Locale) => (locale === 'ar' ? 'ar-EG-u-nu-latn' : 'en-US');
