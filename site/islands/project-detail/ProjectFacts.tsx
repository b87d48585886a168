import { useId } from 'react';
import { useDictionary } from '../../i18n/use-dictionary.tsx';
import { originalLanguage, type ProjectView } from '../../lib/project-view.ts';

/** 'Project Details': Category always, Completion Date, Location and Size only when known. */
export default function ProjectFacts({ project }: { project: ProjectView }) {
  const id = useId();
  const text = useDictionary().projectPage.details;
  const all: { label: string; value: string | null; field?: string }[] = [
    { label: text.category, value: project.categoryLabel },
    { label: text.completionDate, value: project.completionDate, field: 'completionDate' },
    { label: text.location, value: project.location, field: 'location' },
    { label: text.size, value: project.size, field: 'size' },
  ];
  const facts = all.filter((fact): fact is { label: string; value: string; field?: string } => Boolean(fact.value));

  return (
    <div className="self-start bg-stone-100 p-8 md:p-10">
      <div role="tablist" aria-label={text.tab} className="flex border-b border-stone-300">
        <button
          id={`${id}-tab`}
          type="button"
          role="tab"
          aria-selected="true"
          aria-controls={`${id}-panel`}
          className="relative -mb-px min-h-12 text-xs font-semibold uppercase tracking-[0.2em] text-ink after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:bg-brass-500"
        >
          {text.tab}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content focusable. */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab`} tabIndex={0} className="pt-6">
        <dl className="grid">
          {facts.map((fact) => (
            <div key={fact.label} className="grid gap-1 border-b border-stone-300 py-4 last:border-b-0">
              <dt className="text-eyebrow font-semibold uppercase text-stone-600">{fact.label}</dt>
              <dd className="text-lg text-ink" {...(fact.field ? originalLanguage(project, fact.field) : {})}>
                <bdi>{fact.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
