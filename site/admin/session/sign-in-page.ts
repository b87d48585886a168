import { LOGIN_PATH } from './paths.ts';

type HandedToast = { title: string; description?: string };

const HANDED_TOAST_KEY = 'nile-atelier:sign-in-toast';

/**
 * The sign-in screens are a page of their own (decision 023): the admin opens them with a full load, handing the
 * page the toast it has to show (the farewell after logging out) through this tab's session storage.
 */
export const openSignIn = ({ at = LOGIN_PATH, toast }: { at?: string; toast?: HandedToast } = {}) => {
  try {
    if (toast) window.sessionStorage.setItem(HANDED_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused: the page opens without the toast.
  }
  window.location.replace(at);
};

/** The toast the admin handed to the sign-in page, once. */
export const takeHandedToast = (): HandedToast | null => {
  try {
    const handed = window.sessionStorage.getItem(HANDED_TOAST_KEY);
    window.sessionStorage.removeItem(HANDED_TOAST_KEY);
    return handed ? (JSON.parse(handed) as HandedToast) : null;
  } catch {
    return null;
  }
};
