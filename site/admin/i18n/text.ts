import type { ContentLocale } from '../../../shared/site-content/locales.ts';
import { en, type AdminDictionary } from './en.ts';

/** The admin's words in the current locale; English is the only one so far. */
export const text: AdminDictionary = en;

/** The admin's language, for the texts it shows from shared modules (category names). */
export const lang: ContentLocale = 'en';
