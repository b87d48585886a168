import { useId } from 'react';
import { Select } from '../ui/Select.tsx';
import { text } from '../i18n/text.ts';
import { parseFilter, STATUS_ORDER, type MessageFilter } from './message-filter.ts';

const t = text.messages;

export const filterLabel = (filter: MessageFilter) => (filter === 'inbox' ? t.filters.inbox : filter === 'all' ? t.filters.all : filter);

/** "Show": the inbox (default), everything, or one status such as Spam. */
export function StatusFilter({ value, onChange }: { value: MessageFilter; onChange: (filter: MessageFilter) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-[13px] font-semibold text-stone-900">
        {t.filterLabel}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(parseFilter(event.target.value))} className="w-auto min-w-40">
        {(['inbox', 'all', ...STATUS_ORDER] as const).map((filter) => (
          <option key={filter} value={filter}>
            {filterLabel(filter)}
          </option>
        ))}
      </Select>
    </div>
  );
}
