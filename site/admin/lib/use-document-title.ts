import { useEffect } from 'react';
import { company } from '../../../shared/company.ts';
import { text } from '../i18n/text.ts';

/** "Projects · Admin · Nile Atelier": the tab says which admin screen is open. */
export const useDocumentTitle = (screen: string | null) => {
  useEffect(() => {
    document.title = text.common.documentTitle(screen, company.name);
  }, [screen]);
};
