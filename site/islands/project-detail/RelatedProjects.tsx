import ResponsiveImage from '../../components/media/ResponsiveImage.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { useDictionary, useLocale } from '../../i18n/use-dictionary.tsx';
import { originalLanguage, type ProjectCardView } from '../../lib/project-view.ts';

/** Three related cards, each leading to the portfolio. */
const RELATED_COUNT = 3;

/**
 * 'Related Projects': three cards linking to the portfolio. Other projects fill
 * them when there are any; the rest stay quiet placeholders.
 */
export default function RelatedProjects({ projects }: { projects: ProjectCardView[] }) {
  const text = useDictionary().projectPage.related;
  const locale = useLocale();
  const slots = Array.from({ length: RELATED_COUNT }, (_, index) => projects[index]);
  return (
    <section aria-labelledby="related-title" className="py-section">
      <div className="container-page">
        <p className="mb-5 flex items-center gap-4 text-eyebrow font-semibold uppercase text-brass-700">
          <span aria-hidden="true" className="h-px w-10 bg-brass-500" />
          {text.eyebrow}
        </p>
        <h2 id="related-title" className="font-display text-display-sm font-medium text-ink">
          {text.title}
        </h2>
        <ul className="mt-14 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {slots.map((project, index) => (
            <li key={project?.slug ?? `placeholder-${index}`}>
              <a href={localizedPath('/portfolio', locale)} data-testid="related-project" className="group flex h-full flex-col">
                <span className="block aspect-[4/3] overflow-hidden bg-stone-200">
                  {project ? (
                    <ResponsiveImage
                      image={project.image}
                      sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
                      className="size-full object-cover transition-transform duration-700 ease-calm group-hover:scale-[1.04] motion-reduce:transition-none"
                    />
                  ) : null}
                </span>
                <span className="mt-5 text-eyebrow font-semibold uppercase text-brass-700">{project?.categoryLabel ?? text.placeholderCategory}</span>
                <span className="mt-2 font-display text-2xl leading-tight font-medium text-ink" {...(project ? originalLanguage(project, 'title') : {})}>
                  {project?.title ?? text.placeholder}
                </span>
                <span className="mt-4 inline-flex items-center gap-3 self-start border-b border-brass-600 pb-1 text-xs font-semibold uppercase tracking-[0.2em] text-ink group-hover:border-ink">
                  {text.link}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
