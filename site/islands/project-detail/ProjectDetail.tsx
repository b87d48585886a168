import { useEffect, useState } from 'react';
import Icon from '../../components/icons/Icon.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { LocaleProvider, useDictionary, useLocale } from '../../i18n/use-dictionary.tsx';
import { originalLanguage, paragraphsOf, type ProjectCardView, type ProjectView } from '../../lib/project-view.ts';
import ProjectCta from './ProjectCta.tsx';
import ProjectFacts from './ProjectFacts.tsx';
import ProjectGallery from './ProjectGallery.tsx';
import RelatedProjects from './RelatedProjects.tsx';
import { fetchPreviewProject, fetchProject, fetchRelated, previewIdFromPath, slugFromPath } from './load-project.ts';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; project: ProjectView; related: ProjectCardView[] };

interface ProjectDetailProps {
  /** Given on pre-rendered pages; absent on the preview page, which fetches the project by the URL's slug. */
  project?: ProjectView;
  related?: ProjectCardView[];
  locale?: Locale;
  /** The site's WhatsApp link (site/lib/page-content.ts), or null when the studio has no number. */
  whatsapp?: string | null;
}

const band = 'bg-stone-950 pt-32 pb-14 text-white md:pt-40 md:pb-20';

function Loading() {
  const { projectPage } = useDictionary();
  return (
    <div aria-busy="true" data-testid="project-loading">
      <p className="sr-only" role="status">
        {projectPage.loading}
      </p>
      <div className={band}>
        <div className="container-page animate-shimmer motion-reduce:animate-none">
          <div className="h-4 w-40 bg-white/15" />
          <div className="mt-8 h-14 w-3/4 max-w-3xl bg-white/15" />
          <div className="mt-6 h-5 w-2/3 max-w-2xl bg-white/10" />
        </div>
      </div>
      <div className="container-page mt-12 animate-shimmer motion-reduce:animate-none">
        <div className="aspect-[4/3] bg-stone-200 md:aspect-[16/9]" />
        <div className="mt-12 grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="grid content-start gap-3">
            <div className="h-5 w-full bg-stone-200" />
            <div className="h-5 w-11/12 bg-stone-200" />
            <div className="h-5 w-4/5 bg-stone-200" />
          </div>
          <div className="h-64 bg-stone-200" />
        </div>
      </div>
    </div>
  );
}

function NotFound() {
  const text = useDictionary().projectPage.notFound;
  const locale = useLocale();
  return (
    <div className={`${band} flex min-h-[70svh] items-end`}>
      <div className="container-page">
        <h1 className="font-display text-display font-medium">{text.title}</h1>
        <p className="mt-6 max-w-xl text-lg text-stone-300">{text.text}</p>
        <a href={localizedPath('/portfolio', locale)} className={buttonClass('brass', 'mt-10')}>
          {text.button}
        </a>
      </div>
    </div>
  );
}

function Project({ project, related, whatsapp }: { project: ProjectView; related: ProjectCardView[]; whatsapp: string | null }) {
  const paragraphs = paragraphsOf(project.fullDescription);
  const { projectPage } = useDictionary();
  const locale = useLocale();
  return (
    <article aria-labelledby="project-title">
      <header className={band}>
        <div className="container-page">
          <a
            href={localizedPath('/portfolio', locale)}
            className="-ms-1 inline-flex min-h-11 items-center gap-3 px-1 text-xs font-semibold uppercase tracking-[0.2em] text-stone-300 transition-colors hover:text-white"
          >
            <Icon name="arrow-left" className="size-4 rtl:-scale-x-100" />
            {projectPage.back}
          </a>
          <p className="mt-10 flex items-center gap-4 text-eyebrow font-semibold uppercase text-brass-300">
            <span aria-hidden="true" className="h-px w-10 bg-brass-400" />
            {project.categoryLabel}
          </p>
          <h1 id="project-title" className="mt-5 max-w-4xl font-display text-display font-medium text-balance" {...originalLanguage(project, 'title')}>
            {project.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-stone-300 md:text-xl" {...originalLanguage(project, 'description')}>
            {project.description}
          </p>
        </div>
      </header>

      <div className="container-page pt-10 md:pt-14">
        <ProjectGallery images={project.images} />
        <div className="mt-16 grid gap-12 md:mt-20 lg:grid-cols-[1.6fr_1fr] lg:gap-20">
          <div>
            {paragraphs.length > 0 ? (
              <>
                <h2 className="font-display text-4xl font-medium text-ink">{projectPage.overview}</h2>
                <div className="mt-6 grid gap-5 text-lg leading-relaxed text-stone-600" {...originalLanguage(project, 'fullDescription')}>
                  {paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </>
            ) : null}
          </div>
          <ProjectFacts project={project} />
        </div>
      </div>

      <RelatedProjects projects={related} />
      <ProjectCta slug={project.slug} whatsapp={whatsapp} />
    </article>
  );
}

/**
 * A project's detail view. Pre-rendered pages render it from props; the preview page (a project
 * newer than the build, or an admin's preview of any project by id) shows placeholders, fetches it by the address, and falls back
 * to 'Project Not Found' when the request fails or finds nothing.
 */
export default function ProjectDetail({ project, related = [], locale = 'en', whatsapp = null }: ProjectDetailProps) {
  return (
    <LocaleProvider locale={locale}>
      <ProjectDetailView project={project} related={related} whatsapp={whatsapp} />
    </LocaleProvider>
  );
}

function ProjectDetailView({ project, related = [], whatsapp = null }: ProjectDetailProps) {
  const { projectPage } = useDictionary();
  const locale = useLocale();
  const [state, setState] = useState<State>(project ? { status: 'ready', project, related } : { status: 'loading' });

  useEffect(() => {
    if (project) return;
    let cancelled = false;
    (async () => {
      const { pathname } = window.location;
      const previewId = previewIdFromPath(pathname);
      const slug = slugFromPath(pathname);
      const found = previewId ? await fetchPreviewProject(previewId, locale) : slug ? await fetchProject(slug, locale) : null;
      if (cancelled) return;
      if (!found) return setState({ status: 'missing' });
      setState({ status: 'ready', project: found, related: [] });
      document.title = projectPage.metaTitle(found.title);
      const others = await fetchRelated(found, locale);
      if (!cancelled) setState({ status: 'ready', project: found, related: others });
    })();
    return () => {
      cancelled = true;
    };
  }, [project, projectPage, locale]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'missing') return <NotFound />;
  return <Project project={state.project} related={state.related} whatsapp={whatsapp} />;
}
