import { createRoot } from 'react-dom/client';
import { toast } from '../../islands/toaster/toast-store.ts';
import { applyToDocument } from '../i18n/browser-language.ts';
import { $adminLanguage, dictionaries } from '../i18n/text.ts';
import type { SessionUser } from '../lib/api-types.ts';
import { setSessionUser } from '../session/session-store.ts';
import AdminApp from './AdminApp.tsx';

/**
 * The whole admin in the light sign-in page's place, once someone is signed in there (decision 023): the user
 * already known, so the dashboard opens without asking again; one who has just signed in is welcomed in the
 * account's language, as the whole admin's own sign-in screen does.
 */
export const mountAdmin = (host: HTMLElement, user: SessionUser, welcome: boolean) => {
  setSessionUser(user);
  // The account's language before anything is drawn: the toast region reads the page's direction once, when it mounts.
  $adminLanguage.set(user.adminLanguage);
  applyToDocument(user.adminLanguage);
  if (welcome) {
    const words = dictionaries[user.adminLanguage].session;
    toast({ title: words.loginSuccessTitle, description: words.loginSuccessDescription(user.name) });
  }
  createRoot(host).render(<AdminApp />);
};

/** The whole admin on its own page (`admin.html`), in place of the page's "Loading the admin" status. */
export const mountAdminPage = (host: HTMLElement, session: Promise<Response>) => {
  createRoot(host).render(<AdminApp session={session} />);
};
