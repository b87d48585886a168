import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { dirOf } from '../../i18n/locales.ts';

/** Where this browser keeps the admin language a person chose in it. */
export const LANGUAGE_CHOICE_KEY = 'nile-atelier:admin-language';

/**
 * The admin's language before anyone signs in: the one chosen in this browser, else Arabic when the
 * browser puts Arabic first (as the API reads Accept-Language), else English. Self-contained on purpose:
 * the admin page also runs it as an inline script, so it has its `lang` and `dir` before its first paint.
 */
export function guestLanguage(key: string): 'en' | 'ar' {
  let chosen: string | null = null;
  try {
    chosen = window.localStorage.getItem(key);
  } catch {
    // Storage refused (a privacy mode): the browser's language decides.
  }
  if (chosen === 'en' || chosen === 'ar') return chosen;
  const first = navigator.languages?.[0] || navigator.language || '';
  return /^ar(-|$)/i.test(first) ? 'ar' : 'en';
}

/** The language chosen in this browser (the sign-in screens' switch, Settings), sent when signing in. */
export const keptChoice = (): AdminLanguage | undefined => {
  try {
    const chosen = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return chosen === 'en' || chosen === 'ar' ? chosen : undefined;
  } catch {
    return undefined;
  }
};

export const keepChoice = (lang: AdminLanguage) => {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, lang);
  } catch {
    // Not kept: the choice still holds until the page is reloaded.
  }
};

/** The page reads in the admin's language: `<html lang dir>`, which the portalled dialogs, sheets and toasts follow. */
export const applyToDocument = (lang: AdminLanguage) => {
  document.documentElement.lang = lang;
  document.documentElement.dir = dirOf(lang);
};
