import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { fieldClass } from './field-styles.ts';

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...props }, ref) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <textarea ref={ref} className={fieldClass(invalid, `min-h-24 py-2 leading-relaxed ${className ?? ''}`)} {...props} />;
});
