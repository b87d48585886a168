import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { fieldClass } from './field-styles.ts';
import { useText } from '../i18n/text.ts';

/** A password field with a show/hide button (its own label says which). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(function PasswordInput({ className, ...props }, ref) {
  const text = useText();
  const [visible, setVisible] = useState(false);
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <div className="relative">
      <input ref={ref} type={visible ? 'text' : 'password'} className={fieldClass(invalid, `h-10 pe-11 ${className ?? ''}`)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? text.common.hidePassword : text.common.showPassword}
        aria-pressed={visible}
        className="absolute end-1 top-1/2 grid size-8 -translate-y-1/2 cursor-pointer place-items-center rounded text-muted hover:bg-subtle hover:text-ink"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
});
