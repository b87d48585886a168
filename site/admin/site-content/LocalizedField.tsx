import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useText } from '../i18n/text.ts';
import { Input } from '../ui/Input.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { errorAt } from './field-error.ts';
import { FieldError } from './FieldError.tsx';

/** Each text's two fields, each in its own direction whatever the admin's language. */
const LANGUAGES = [
  { code: 'en', name: 'english', dir: 'ltr' },
  { code: 'ar', name: 'arabic', dir: 'rtl' },
] as const;

interface LocalizedFieldProps {
  path: string;
  label: string;
  multiline: boolean;
  hint?: string;
  /** A hint under one language's field only, in the admin's language (what an empty field falls back to). */
  fieldHints?: Partial<Record<(typeof LANGUAGES)[number]['code'], string>>;
  /** In a list of plain texts the item's heading already names it: the legend is for screen readers only. */
  hideLabel?: boolean;
}

/**
 * One text in both languages: the pair is labelled once ("Title"), each control by its language ("Title English",
 * the Arabic one by the language's own name). Side by side from md up, stacked on phones; Arabic is right to left.
 */
export function LocalizedField({ path, label, multiline, hint, fieldHints = {}, hideLabel = false }: LocalizedFieldProps) {
  const text = useText();
  const { register, formState } = useFormContext();
  const id = useId();
  const pairError = errorAt(formState.errors, path);
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend id={`${id}-label`} className={hideLabel ? 'sr-only' : 'mb-1.5 text-[13px] font-semibold text-stone-900'}>
        {label}
      </legend>
      <div className="grid gap-3 md:grid-cols-2">
        {LANGUAGES.map((language) => {
          const controlId = `${id}-${language.code}`;
          const error = errorAt(formState.errors, `${path}.${language.code}`) ?? (language.code === 'en' ? pairError : undefined);
          const fieldHint = fieldHints[language.code];
          const props = {
            id: controlId,
            dir: language.dir,
            lang: language.code,
            'aria-labelledby': `${id}-label ${controlId}-name`,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${controlId}-error` : fieldHint ? `${controlId}-hint` : hint ? `${id}-hint` : undefined,
            ...register(`${path}.${language.code}`),
          };
          return (
            // Each field, its name above it, runs in its own direction; the name reads in the admin's language (the Arabic one's is Arabic in both).
            <div key={language.code} className="grid min-w-0 content-start gap-1" dir={language.dir}>
              <label id={`${controlId}-name`} htmlFor={controlId} lang={language.code === 'ar' ? 'ar' : undefined} className="text-xs font-medium text-muted">
                {text.siteContent[language.name]}
              </label>
              {multiline ? <Textarea rows={3} className="min-h-20" {...props} /> : <Input {...props} />}
              {fieldHint ? (
                // In the admin's language, whichever way the field runs.
                <p id={`${controlId}-hint`} dir="auto" className="text-xs text-muted">
                  {fieldHint}
                </p>
              ) : null}
              <FieldError id={`${controlId}-error`} message={error} />
            </div>
          );
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
