import { en, type AdminDictionary } from './en.ts';

/** The admin's words in the current locale; English is the only one so far. */
export const text: AdminDictionary = en;
