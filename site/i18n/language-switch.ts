import { type Locale, localeNames, localizedPath } from './locales.ts';

/** The link to the same page in the other edition, named in that edition's language: "English" on Arabic pages. */
export const languageSwitchOf = (currentPath: string, locale: Locale) => {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return { locale: other, href: localizedPath(currentPath, other), label: localeNames[other] };
};
