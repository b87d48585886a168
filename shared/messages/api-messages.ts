import type { ContentLocale } from '../site-content/locales.ts';
import { ar } from './ar.ts';
import { en, type ApiMessages } from './en.ts';

/** The API's sentences in each language of the site. */
export const apiMessages: Readonly<Record<ContentLocale, ApiMessages>> = { en, ar };

/** A sentence picked from the messages of whatever language the answer is in: `(m) => m.projects.notFound`. */
export type Message = (m: ApiMessages) => string;
