/** Where the visitor's last choice of edition is kept: the browser only, never a server redirect. */
const LANGUAGE_KEY = 'nile-atelier:language';

const store = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Any `a[data-language-switch]` the visitor follows records the edition it leads to: the header's and the mobile
 * menu's alike, one listener on the document, so no island has to import this file (it stays inline, decision 124).
 */
export const rememberLanguageChoices = (root: Document = document) => {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-language-switch]') : null;
    if (link) store()?.setItem(LANGUAGE_KEY, link.dataset.languageSwitch ?? 'en');
  });
};

/** On the English home page only: a visitor who chose Arabic last time goes to /ar. /ar itself never moves. */
export const returnToChosenEdition = (location: Location = window.location) => {
  if (location.pathname !== '/' || store()?.getItem(LANGUAGE_KEY) !== 'ar') return false;
  location.replace(`/ar${location.search}${location.hash}`);
  return true;
};
