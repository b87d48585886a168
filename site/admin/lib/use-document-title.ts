import { useEffect } from 'react';
import { company } from '../../../shared/company.ts';

/** "Projects · Admin · Nile Atelier": the tab says which admin screen is open. */
export const useDocumentTitle = (screen: string | null) => {
  useEffect(() => {
    document.title = `${screen ? `${screen} · ` : ''}Admin · ${company.name}`;
  }, [screen]);
};
