import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { ar } from './ar.ts';
import { guestLanguage, LANGUAGE_CHOICE_KEY } from './browser-language.ts';
import { en, type AdminDictionary } from './en.ts';

/** Every admin text in each language the admin speaks. */
export const dictionaries: Readonly<Record<AdminLanguage, AdminDictionary>> = { en, ar };

/**
 * The language the admin is shown in now: before sign-in the one chosen in this browser, else the
 * browser's own; once signed in, the account's (session/account-language.ts keeps it so).
 */
export const $adminLanguage = atom<AdminLanguage>(typeof window === 'undefined' ? 'en' : guestLanguage(LANGUAGE_CHOICE_KEY));

/** The admin's language in a component, which shows again in the new one when it changes. */
export const useAdminLanguage = (): AdminLanguage => useStore($adminLanguage);

/** The admin's words in a component, in its current language (and again in the new one when it changes). */
export const useText = (): AdminDictionary => dictionaries[useAdminLanguage()];

/** The words at this moment, for what is said outside a component's drawing: a toast at the end of a request. */
export const currentText = (): AdminDictionary => dictionaries[$adminLanguage.get()];
