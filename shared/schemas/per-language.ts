import { apiMessages } from '../messages/api-messages.ts';
import type { ApiMessages } from '../messages/en.ts';
import type { ContentLocale } from '../site-content/locales.ts';

/** One rule made once for each language: the same checks and limits, each language's sentences. */
export type PerLanguage<T> = Readonly<Record<ContentLocale, T>>;

/**
 * Makes a rule for every language from one definition written against the messages (`(m) => z.object(…)`);
 * `lang` picks the same language's rule from another set (`(m, lang) => projectSchemas[lang].extend(…)`).
 */
export const perLanguage = <T>(make: (m: ApiMessages, lang: ContentLocale) => T): PerLanguage<T> => ({ en: make(apiMessages.en, 'en'), ar: make(apiMessages.ar, 'ar') });

/** The same change made to every language's rule, e.g. extra fields only the API reads. */
export const eachLanguage = <T, U>(rules: PerLanguage<T>, change: (rule: T) => U): PerLanguage<U> => ({ en: change(rules.en), ar: change(rules.ar) });
