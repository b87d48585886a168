import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldClass } from '../ui/field-styles.ts';

/** The slug with the public address it makes shown in front of it; an address reads left to right in either language. */
export const SlugInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function SlugInput(props, ref) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div className="flex" dir="ltr">
      <span className="inline-flex h-10 items-center rounded-s-md border border-e-0 border-line-strong bg-subtle px-3 text-[13px] text-muted">/portfolio/</span>
      <input ref={ref} autoCapitalize="none" autoCorrect="off" spellCheck={false} className={fieldClass(invalid, 'h-10 min-w-0 rounded-s-none font-mono text-[13px]')} {...props} />
    </div>
  );
});
