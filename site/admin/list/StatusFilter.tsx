import { type ChangeEvent, useId } from 'react';
import { Select } from '../ui/Select.tsx';
import { cx } from '../ui/cx.ts';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

interface StatusFilterProps<V extends string> {
  /** The select's label, e.g. "Show". */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The select's least width, so it does not shrink to its shortest option. */
  className?: string;
}

/** A labelled select beside a list's search box that narrows the list to one of its options. */
export function StatusFilter<V extends string>({ label, options, value, onChange, className }: StatusFilterProps<V>) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => option.value === event.target.value);
    if (chosen) onChange(chosen.value);
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-[13px] font-semibold text-stone-900">
        {label}
      </label>
      <Select id={id} value={value} onChange={choose} className={cx('w-auto', className)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
