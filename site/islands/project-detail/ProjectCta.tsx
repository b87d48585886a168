import { buttonClass } from '../../components/ui/button-styles.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { useDictionary, useLocale } from '../../i18n/use-dictionary.tsx';

/** The page's closing call to action, leading to /contact. */
export default function ProjectCta() {
  const text = useDictionary().projectPage.cta;
  const locale = useLocale();
  return (
    <section aria-labelledby="project-cta-title" className="bg-nile-800 py-section text-white">
      <div className="container-page flex flex-col gap-10 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h2 id="project-cta-title" className="font-display text-display-sm font-medium text-balance">
            {text.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-stone-300">{text.text}</p>
        </div>
        <a href={localizedPath('/contact', locale)} className={buttonClass('brass', 'shrink-0 self-start md:self-auto')}>
          {text.button}
        </a>
      </div>
    </section>
  );
}
