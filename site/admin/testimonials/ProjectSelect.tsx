import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useText } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { useProjectNames } from '../projects/project-names.ts';
import { Select } from '../ui/Select.tsx';

/** The setter a form registers its `projectId` with: the select's "" is no project. */
export const projectIdValue = { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) };

/** The project a testimonial or a review link is about, or none; the rest of the props (a FormField's id and descriptions) go to the select. */
export function ProjectSelect({ projects, registration, ...props }: { projects: readonly Project[]; registration: UseFormRegisterReturn } & ComponentProps<typeof Select>) {
  const t = useText().testimonials;
  const named = useProjectNames();
  return (
    <Select {...props} {...registration}>
      <option value="">{t.noProject}</option>
      {projects.map((item) => (
        <option key={item.id} value={item.id}>
          {named(item).title}
        </option>
      ))}
    </Select>
  );
}
