import { buttonClass } from '../../components/ui/button-styles.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { useDictionary, useLocale } from '../../i18n/use-dictionary.tsx';
import { whatsappOn } from '../../lib/page-content.ts';
import { WHATSAPP_GLYPH } from '../../components/leads/whatsapp-glyph.ts';

interface ProjectCtaProps {
  slug: string;
  /** The site's WhatsApp link, or null when the studio has no number. */
  whatsapp: string | null;
}

/** The page's closing call to action: /contact about this project, and a WhatsApp chat that names it. */
export default function ProjectCta({ slug, whatsapp }: ProjectCtaProps) {
  const { projectPage } = useDictionary();
  const text = projectPage.cta;
  const locale = useLocale();
  const page = localizedPath(`/portfolio/${slug}`, locale);
  return (
    <section aria-labelledby="project-cta-title" className="bg-nile-800 py-section text-white">
      <div className="container-page flex flex-col gap-10 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <h2 id="project-cta-title" className="font-display text-display-sm font-medium text-balance">
            {text.title}
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-stone-300">{text.text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 self-start sm:flex-row md:self-auto">
          <a href={`${localizedPath('/contact', locale)}?project=${encodeURIComponent(slug)}`} className={buttonClass('brass')}>
            {text.button}
          </a>
          {whatsapp ? (
            <a href={whatsappOn(whatsapp, page)} rel="nofollow" className={buttonClass('outline-light')}>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d={WHATSAPP_GLYPH} />
              </svg>
              {text.whatsapp}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
