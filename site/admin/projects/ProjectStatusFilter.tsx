import { useId } from 'react';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/project-status.ts';
import { text } from '../i18n/text.ts';
import { Select } from '../ui/Select.tsx';

export type StatusFilter = 'all' | ProjectStatus;

const t = text.projects;
const isStatus = (value: string): value is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value);

/** "Show": every project, only drafts, or only published ones. */
export function ProjectStatusFilter({ value, onChange }: { value: StatusFilter; onChange: (filter: StatusFilter) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-[13px] font-semibold text-stone-900">
        {t.statusFilter}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(isStatus(event.target.value) ? event.target.value : 'all')} className="w-auto min-w-36">
        <option value="all">{t.statusFilterAll}</option>
        {PROJECT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t.status[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
