import { createContext, type ReactNode, useContext } from 'react';
import { projectPage as arabicProjectPage } from '../content/ar/project.ts';
import { projectPage } from '../content/project.ts';
import type { Locale } from './locales.ts';

const LocaleContext = createContext<Locale>('en');

/** Islands get their page's locale as a prop and hand it down to every part they render. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** Only the project page's texts: an island's bundle carries no other page's words. */
const texts = { en: { projectPage }, ar: { projectPage: arabicProjectPage } };

export const useDictionary = () => texts[useLocale()];
