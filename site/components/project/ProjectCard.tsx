import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { originalLanguage, type ProjectCardView } from '../../lib/project-view.ts';
import ResponsiveImage from '../media/ResponsiveImage.tsx';

interface ProjectCardProps {
  project: ProjectCardView;
  linkLabel: string;
  headingLevel?: 'h2' | 'h3';
  /** Matches the grid: one column on phones, two from 640 px, three from 1024 px. */
  sizes?: string;
  priority?: boolean;
  locale?: Locale;
}

/** A portfolio card: image, category, title, description and 'View Project'. */
export default function ProjectCard({
  project,
  linkLabel,
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw',
  priority = false,
  locale = 'en',
}: ProjectCardProps) {
  const titleId = `project-${project.slug}-title`;
  return (
    <article aria-labelledby={titleId} data-category={project.category} className="group relative flex h-full flex-col">
      <div className="relative aspect-[4/3] overflow-hidden bg-stone-200">
        <ResponsiveImage
          image={project.image}
          sizes={sizes}
          priority={priority}
          className="size-full object-cover transition-transform duration-700 ease-calm group-hover:scale-[1.04] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col pt-6">
        <p className="text-eyebrow font-semibold uppercase text-brass-700">{project.categoryLabel}</p>
        <Heading id={titleId} className="mt-3 font-display text-3xl font-medium leading-tight text-ink" {...originalLanguage(project, 'title')}>
          {project.title}
        </Heading>
        <p className="mt-3 mb-6 line-clamp-3 leading-relaxed text-stone-600" {...originalLanguage(project, 'description')}>
          {project.description}
        </p>
        <a
          href={localizedPath(`/portfolio/${project.slug}`, locale)}
          aria-describedby={titleId}
          className="mt-auto inline-flex min-h-11 items-center gap-3 self-start border-b border-brass-600 text-xs font-semibold uppercase tracking-[0.2em] text-ink transition-colors after:absolute after:inset-0 hover:border-ink"
        >
          {linkLabel}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4 transition-transform duration-500 ease-calm group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M4 12h15m-5-6 6 6-6 6" />
          </svg>
        </a>
      </div>
    </article>
  );
}
