import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useText } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { CairoDateTime, type CairoDateTimeValue } from '../schedules/CairoDateTime.tsx';
import type { ProjectFormInput, ProjectFormOutput } from './project-form-values.ts';

/** Marks a field whose date and time are not a time yet: the shared rule refuses it, so the form is not sent. */
const NOT_A_TIME = 'not a time';

interface ScheduleSectionProps {
  form: UseFormReturn<ProjectFormInput, unknown, ProjectFormOutput>;
  project: Project | null;
  errors: FieldErrors<ProjectFormInput>;
  Section: (props: { title: string; description?: string; children: React.ReactNode }) => React.ReactNode;
}

/** When the project goes live by itself, and when it is taken down: Cairo dates and times. */
export function ScheduleSection({ form, project, errors, Section }: ScheduleSectionProps) {
  const s = useText().schedules;
  const { isSubmitted } = form.formState;
  const set = (name: 'publishAt' | 'unpublishAt') => (value: CairoDateTimeValue) =>
    form.setValue(name, value.problem ? NOT_A_TIME : (value.iso ?? ''), { shouldDirty: true, shouldValidate: isSubmitted });
  // The shared rule's sentence for a field the date and time fields already explain is not repeated.
  const ruleError = (name: 'publishAt' | 'unpublishAt') => (form.getValues(name) === NOT_A_TIME ? undefined : errors[name]?.message);
  return (
    <Section title={s.projectSection} description={s.projectSectionDescription}>
      <div className="grid gap-5">
        <CairoDateTime
          legend={s.publishAt}
          hint={s.publishAtHint}
          initial={project?.publishAt ?? null}
          error={ruleError('publishAt')}
          showProblems={isSubmitted}
          onChange={set('publishAt')}
        />
        <CairoDateTime
          legend={s.unpublishAt}
          hint={s.unpublishAtHint}
          initial={project?.unpublishAt ?? null}
          error={ruleError('unpublishAt')}
          showProblems={isSubmitted}
          onChange={set('unpublishAt')}
        />
      </div>
    </Section>
  );
}
