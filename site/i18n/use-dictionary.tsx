import { createContext, type ReactNode, useContext } from 'react';
import { type Dictionary, dictionary } from '../content/dictionary.ts';
import type { Locale } from './locales.ts';

const LocaleContext = createContext<Locale>('en');

/** Islands get their page's locale as a prop and hand it down to every part they render. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

export const useDictionary = (): Dictionary => dictionary(useLocale());
