import { Search, X } from 'lucide-react';
import { fieldClass } from './field-styles.ts';
import { useText } from '../i18n/text.ts';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; the placeholder alone is not a label. */
  label: string;
}

export function SearchInput({ value, onChange, placeholder, label }: SearchInputProps) {
  const text = useText();
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        value={value}
        aria-label={label}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.stopPropagation();
            onChange('');
          }
        }}
        className={fieldClass(false, 'h-9 ps-9 pe-8 [&::-webkit-search-cancel-button]:hidden')}
      />
      {value ? (
        <button
          type="button"
          aria-label={text.common.clearSearch}
          onClick={() => onChange('')}
          className="absolute end-1.5 top-1/2 grid size-6 -translate-y-1/2 cursor-pointer place-items-center rounded text-muted hover:bg-subtle hover:text-ink"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}
