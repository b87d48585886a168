import { apiMessages } from '../messages/api-messages.ts';
import type { ApiMessages } from '../messages/en.ts';
import type { ContentLocale } from '../site-content/locales.ts';

/** One rule made once for each language: the same checks and limits, each language's sentences. */
export type PerLanguage<T> = Readonly<Record<ContentLocale, T>>;

/**
 * A language's rule, made the first time it is read: a page uses one language, and making zod rules is what
 * most of the admin's start-up time went to after React (about 60 ms on a phone for the site content's).
 */
const madeOnRead = <T>(make: (lang: ContentLocale) => T): PerLanguage<T> => {
  const made: Partial<Record<ContentLocale, T>> = {};
  return {
    get en() {
      made.en ??= make('en');
      return made.en;
    },
    get ar() {
      made.ar ??= make('ar');
      return made.ar;
    },
  };
};

/**
 * Makes a rule for every language from one definition written against the messages (`(m) => z.object(…)`);
 * `lang` picks the same language's rule from another set (`(m, lang) => projectSchemas[lang].extend(…)`).
 */
export const perLanguage = <T>(make: (m: ApiMessages, lang: ContentLocale) => T): PerLanguage<T> => madeOnRead((lang) => make(apiMessages[lang], lang));

/** The same change made to every language's rule, e.g. extra fields only the API reads. */
export const eachLanguage = <T, U>(rules: PerLanguage<T>, change: (rule: T) => U): PerLanguage<U> => madeOnRead((lang) => change(rules[lang]));
