import { useEffect, useState } from 'react';
import { matchesPortfolioFilter, PORTFOLIO_FILTERS, type PortfolioFilter as Filter } from '../../../shared/categories.ts';
import ProjectCard from '../../components/project/ProjectCard.tsx';
import { common } from '../../content/common.ts';
import { portfolio } from '../../content/portfolio.ts';
import { api } from '../../lib/api-client.ts';
import { ensureOk } from '../../lib/api-error.ts';
import { toProjectCard, type ProjectCardView } from '../../lib/project-view.ts';

const text = portfolio.gallery;
/** Spec section 9: six grey placeholders while the list loads. */
export const PLACEHOLDER_COUNT = 6;

type Load = { state: 'ready'; projects: ProjectCardView[] } | { state: 'loading' } | { state: 'failed' };

/**
 * The portfolio's category filter and grid. Pre-rendered pages pass the projects in, so the grid is
 * in the HTML; without them (a page rendered before any data existed) the list is fetched and six
 * placeholders stand in meanwhile.
 */
export default function PortfolioFilter({ projects }: { projects?: ProjectCardView[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [load, setLoad] = useState<Load>(projects ? { state: 'ready', projects } : { state: 'loading' });

  useEffect(() => {
    if (projects) return;
    let cancelled = false;
    (async () => {
      try {
        const response = await ensureOk(await api.api.projects.$get());
        const list = await response.json();
        if (!cancelled) setLoad({ state: 'ready', projects: list.map((project) => toProjectCard(project)) });
      } catch {
        if (!cancelled) setLoad({ state: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [projects]);

  const visible = load.state === 'ready' ? load.projects.filter((project) => matchesPortfolioFilter(project.category, filter)) : [];

  return (
    <div>
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div role="group" aria-label={text.filterLabel} className="flex flex-wrap gap-2">
          {PORTFOLIO_FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              data-filter={option.value}
              onClick={() => setFilter(option.value)}
              className="min-h-11 rounded-full border border-stone-300 px-5 text-xs font-semibold uppercase tracking-[0.18em] text-stone-700 transition-colors hover:border-ink hover:text-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper"
            >
              {option.label}
            </button>
          ))}
        </div>
        <p aria-live="polite" className="text-sm text-stone-600">
          {load.state === 'ready' ? text.results(visible.length) : null}
        </p>
      </div>

      {load.state === 'loading' ? (
        <ul role="list" aria-busy="true" aria-label={text.loading} className="mt-12 grid gap-x-8 gap-y-16 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
            <li key={index} data-testid="project-placeholder" className="animate-shimmer motion-reduce:animate-none">
              <div className="aspect-[4/3] bg-stone-200" />
              <div className="mt-6 h-3 w-24 bg-stone-200" />
              <div className="mt-4 h-7 w-3/4 bg-stone-200" />
              <div className="mt-4 h-4 w-full bg-stone-200" />
              <div className="mt-2 h-4 w-2/3 bg-stone-200" />
            </li>
          ))}
        </ul>
      ) : null}

      {load.state === 'failed' ? <p className="mt-12 text-lg text-stone-600">{text.failed}</p> : null}

      {load.state === 'ready' && visible.length === 0 ? <p className="mt-12 text-lg text-stone-600">{text.empty}</p> : null}

      {visible.length > 0 ? (
        // Keyed by the filter: a new selection renders a fresh list, so the cards stagger in again.
        <ul key={filter} role="list" className="stagger-in mt-12 grid gap-x-8 gap-y-16 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((project) => (
            <li key={project.slug} id={`project-${project.slug}`}>
              <ProjectCard project={project} linkLabel={common.cta.viewProject} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
