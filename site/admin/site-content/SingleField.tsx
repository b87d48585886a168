import { useFormContext } from 'react-hook-form';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { errorAt } from './field-error.ts';
import type { FieldSpec, TextSpec } from './field-spec.ts';

type SingleSpec = TextSpec | Extract<FieldSpec, { kind: 'number' | 'select' }>;

/** A field with one value for both languages: a phone number, a link, a number, a choice. */
export function SingleField({ spec, path }: { spec: SingleSpec; path: string }) {
  const { register, formState } = useFormContext();
  const error = errorAt(formState.errors, path);
  if (spec.kind === 'select') {
    return (
      <FormField label={spec.label} error={error}>
        <Select {...register(path)}>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FormField>
    );
  }
  if (spec.kind === 'number') {
    return (
      <FormField label={spec.label} error={error} hint={spec.hint}>
        <Input type="number" inputMode="decimal" step="any" dir="ltr" {...register(path, { valueAsNumber: true })} />
      </FormField>
    );
  }
  return (
    <FormField label={spec.label} error={error} hint={spec.hint}>
      <Input type={spec.inputType ?? 'text'} dir="ltr" autoComplete="off" spellCheck={false} {...register(path)} />
    </FormField>
  );
}
