import { cx } from '../ui/cx.ts';

interface SegmentedProps<T extends string> {
  /** Names the group for assistive technology. */
  label: string;
  /** The radio buttons' shared name. */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
}

/** A choice of one among a few, as joined buttons: native radio buttons, so arrow keys move between them. */
export function Segmented<T extends string>({ label, name, options, value, onChange, size = 'md' }: SegmentedProps<T>) {
  return (
    <fieldset className="inline-flex rounded-md border border-line-strong bg-surface p-0.5 shadow-card">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cx(
            'relative cursor-pointer rounded-[5px] font-semibold whitespace-nowrap transition-colors select-none',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            size === 'sm' ? 'px-2.5 py-1 text-xs' : 'px-3 py-1.5 text-[13px]',
            option.value === value ? 'bg-nile-600 text-white' : 'text-stone-700 hover:bg-subtle hover:text-ink',
          )}
        >
          {/* Over the whole label, unseen: a pointer or a tap lands on the radio button itself. */}
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
