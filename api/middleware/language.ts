import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../../db/schema.ts';
import { apiMessages, type Message } from '../../shared/messages/api-messages.ts';
import type { ApiMessages } from '../../shared/messages/en.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The language of the answer's sentences: its validation rules, errors and confirmations. */
    lang: ContentLocale;
  }
}

/** Whether a request's Accept-Language puts Arabic first (the Arabic pages' forms send `ar`). */
export const prefersArabic = (acceptLanguage: string | undefined): boolean => /^\s*ar(?:-|;|,|\s|$)/i.test(acceptLanguage ?? '');

/** The browser's language: Arabic when `Accept-Language` puts it first, else English. */
const browserLanguage = (c: Context): ContentLocale => (prefersArabic(c.req.header('accept-language')) ? 'ar' : 'en');

/**
 * Decides once per request which language the API answers in: the browser's, from
 * `Accept-Language`. Everything that writes a sentence reads `c.var.lang` when it writes it, so on
 * `/api/admin/*` the session sets it again to the signed-in account's language (`answerInAccountLanguage`).
 * Nothing waits for the answer.
 */
export const language: MiddlewareHandler = (c, next) => {
  c.set('lang', browserLanguage(c));
  return next();
};

/** The language an account reads the admin in: the one it chose, else its browser's. */
export const adminLanguageOf = (c: Context, account: Pick<User, 'adminLanguage'>): ContentLocale => account.adminLanguage ?? browserLanguage(c);

/** From here on the request answers in the signed-in account's language. */
export const answerInAccountLanguage = (c: Context, account: Pick<User, 'adminLanguage'>) => {
  c.set('lang', adminLanguageOf(c, account));
};

/** The request's language; English where the middleware did not run (an app without it, an error before it). */
export const langOf = (c: Context): ContentLocale => (c.get('lang') as ContentLocale | undefined) ?? 'en';

/** The request's messages; an answer written with the Arabic ones says so (`Content-Language: ar`). */
export const messagesFor = (c: Context): ApiMessages => {
  const lang = langOf(c);
  if (lang === 'ar') c.header('Content-Language', 'ar');
  return apiMessages[lang];
};

/** One sentence in the request's language: `messageFor(c, (m) => m.projects.deleted)`. */
export const messageFor = (c: Context, message: Message): string => message(messagesFor(c));
