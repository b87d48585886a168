import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldClass } from './field-styles.ts';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...props }, ref) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <input ref={ref} className={fieldClass(invalid, `h-10 ${className ?? ''}`)} {...props} />;
});
