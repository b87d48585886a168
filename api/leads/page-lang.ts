import { PAGE_LANGS, type PageLang } from '../../shared/inbox.ts';

/** The page's own `lang` when the form sent it, else the browser's first language we have, else English. */
export const pageLang = (given: PageLang | undefined, acceptLanguage: string | undefined): PageLang => {
  if (given) return given;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (preferred.find((entry) => (PAGE_LANGS as readonly string[]).includes(entry.lang ?? ''))?.lang as PageLang | undefined) ?? 'en';
};
