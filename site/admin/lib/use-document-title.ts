import { useEffect } from 'react';
import { company } from '../../../shared/company.ts';
import { useText } from '../i18n/text.ts';

/** "Projects · Admin · Nile Atelier": the tab says which admin screen is open. */
export const useDocumentTitle = (screen: string | null) => {
  const title = useText().common.documentTitle(screen, company.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
};
