import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import { applyToDocument, keepChoice } from '../i18n/browser-language.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { $session, setSessionUser } from './session-store.ts';

/**
 * Keeps the admin in the right language for as long as the app runs: the signed-in account's, and the
 * page's `lang` and `dir` with it. Signing out keeps the language on screen; the next load starts from
 * the browser's. Returns the way to stop.
 */
export const followAccountLanguage = () => {
  const stopSession = $session.subscribe(({ user }) => {
    if (user) $adminLanguage.set(user.adminLanguage);
  });
  const stopDocument = $adminLanguage.subscribe(applyToDocument);
  return () => {
    stopSession();
    stopDocument();
  };
};

/** The switch of the sign-in screens: kept in this browser and sent when signing in. */
export const chooseGuestLanguage = (lang: AdminLanguage) => {
  keepChoice(lang);
  $adminLanguage.set(lang);
};

/** Settings → Language (and the waiting screen's switch): stored with the account, so it follows it to any device. */
export const chooseAccountLanguage = async (lang: AdminLanguage) => {
  const saved = await readJson(await api.api.admin.account.language.$put({ json: { adminLanguage: lang } }));
  keepChoice(saved.adminLanguage);
  const { user } = $session.get();
  if (user) setSessionUser({ ...user, adminLanguage: saved.adminLanguage });
  $adminLanguage.set(saved.adminLanguage);
  return saved;
};
