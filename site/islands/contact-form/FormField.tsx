import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled field with its error beneath, tied to the control for screen readers. */
export default function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.18em] text-stone-700">
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClass =
  'w-full rounded-xs border border-stone-300 bg-white px-4 py-3 text-base text-ink placeholder:text-stone-500 transition-colors hover:border-stone-400 focus:border-brass-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brass-500 aria-invalid:border-danger-600';
