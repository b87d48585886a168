import type { Context, MiddlewareHandler } from 'hono';
import { apiMessages, type Message } from '../../shared/messages/api-messages.ts';
import type { ApiMessages } from '../../shared/messages/en.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';
import { requestHeader } from '../http/node-request.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The language of the answer's sentences: its validation rules, errors and confirmations. */
    lang: ContentLocale;
  }
}

/** Whether a request's Accept-Language puts Arabic first (the Arabic pages' forms send `ar`). */
export const prefersArabic = (acceptLanguage: string | undefined): boolean => /^\s*ar(?:-|;|,|\s|$)/i.test(acceptLanguage ?? '');

/**
 * Decides once per request which language the API answers in (decision 140): on the public routes
 * Arabic when `Accept-Language` puts it first, else English; on `/api/admin/*` English. Everything that
 * writes a sentence reads `c.var.lang` when it writes it, so a later middleware may set it again (the
 * signed-in account's own language, once the session is loaded). Nothing waits for the answer.
 */
export const language: MiddlewareHandler = (c, next) => {
  c.set('lang', !c.req.path.startsWith('/api/admin') && prefersArabic(requestHeader(c, 'accept-language')) ? 'ar' : 'en');
  return next();
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
