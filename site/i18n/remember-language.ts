/** Where the visitor's last choice of edition is kept (decision 090): the browser only, never a server redirect. */
export const LANGUAGE_KEY = 'nile-atelier:language';

const store = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** Every language switch on the page records the edition it leads to. */
export const rememberLanguageChoices = (root: ParentNode = document) => {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    link.addEventListener('click', () => store()?.setItem(LANGUAGE_KEY, link.dataset.languageSwitch ?? 'en'));
  }
};

/** On the English home page only: a visitor who chose Arabic last time goes to /ar. /ar itself never moves. */
export const returnToChosenEdition = (location: Location = window.location) => {
  if (location.pathname !== '/' || store()?.getItem(LANGUAGE_KEY) !== 'ar') return false;
  location.replace(`/ar${location.search}${location.hash}`);
  return true;
};
