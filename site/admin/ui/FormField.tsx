import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { cx } from './cx.ts';

interface FormFieldProps {
  label: ReactNode;
  /** The rule's message from the shared schema, shown under the control. */
  error?: string;
  hint?: ReactNode;
  /** Text at the end of the label row, such as "Optional". */
  aside?: ReactNode;
  className?: string;
  /** One control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled control with its hint and error wired for assistive technology. */
export function FormField({ label, error, hint, aside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-[13px] font-semibold text-stone-900">
          {label}
        </label>
        {aside ? <span className="text-xs text-muted">{aside}</span> : null}
      </div>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {hint && error ? (
        <span id={hintId} hidden>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
