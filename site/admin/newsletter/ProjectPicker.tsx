import { X } from 'lucide-react';
import { useId } from 'react';
import { MAX_NEWSLETTER_PROJECTS } from '../../../shared/newsletter.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import type { ProjectTranslationRow } from '../projects/use-project-translations.ts';
import { Button } from '../ui/Button.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { Select } from '../ui/Select.tsx';

interface ProjectPickerProps {
  projects: readonly Project[];
  translations: ReadonlyMap<number, ProjectTranslationRow>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

/** The projects as cards with their cover image, in the email's order, and a list of the published ones to add. */
export function ProjectPicker({ projects, translations, value, onChange, disabled = false }: ProjectPickerProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.newsletter;
  const selectId = useId();
  const titleOf = (project: Project) => (lang === 'ar' ? translations.get(project.id)?.title?.trim() || project.title : project.title);
  const locationOf = (project: Project) => (lang === 'ar' ? translations.get(project.id)?.location?.trim() || project.location : project.location);
  const chosen = value.flatMap((id) => projects.filter((project) => project.id === id));
  const offered = projects.filter((project) => project.status === 'Published' && !value.includes(project.id));
  const full = value.length >= MAX_NEWSLETTER_PROJECTS;

  return (
    <div className="grid gap-3">
      {chosen.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {chosen.map((project) => (
            <li key={project.id} data-testid="newsletter-project" className="overflow-hidden rounded-md border border-line bg-surface">
              <ImageThumb src={project.imageUrl} alt={project.imageAlt} className="aspect-[16/10] w-full" />
              <div className="flex items-start gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <p dir="auto" title={titleOf(project)} className="align-page-start truncate text-sm font-semibold text-ink">
                    {titleOf(project)}
                  </p>
                  {locationOf(project) ? (
                    <p dir="auto" className="align-page-start truncate text-xs text-muted">
                      {locationOf(project)}
                    </p>
                  ) : null}
                  {project.status !== 'Published' ? <p className="mt-1 text-xs font-medium text-warning-700">{t.projectUnpublished}</p> : null}
                </div>
                {disabled ? null : (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t.removeProject(titleOf(project))}
                    title={t.removeProject(titleOf(project))}
                    onClick={() => onChange(value.filter((id) => id !== project.id))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? null : full ? (
        <p className="text-xs text-muted">{t.projectsFull}</p>
      ) : offered.length === 0 && chosen.length === 0 ? (
        <p className="text-xs text-muted">{t.noPublishedProjects}</p>
      ) : offered.length > 0 ? (
        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-[13px] font-semibold text-stone-900">
            {t.addProject}
          </label>
          <Select
            id={selectId}
            value=""
            onChange={(event) => {
              const id = Number(event.target.value);
              if (id > 0) onChange([...value, id]);
            }}
          >
            <option value="">{t.chooseProject}</option>
            {offered.map((project) => (
              <option key={project.id} value={project.id}>
                {titleOf(project)}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
    </div>
  );
}
