import { z } from 'zod';
import type { ApiMessages, Field } from '../messages/en.ts';

interface TextRule {
  min: number;
  max: number;
  /** The spec's message for a value that is missing or too short. */
  tooShort: string;
  field: Field;
}

/** The database driver cuts a string at a NUL character: refused, so nothing after it is lost. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** A trimmed string with a minimum length; a missing value reads the same as a short one. */
export const textField = (m: ApiMessages, { min, max, tooShort, field }: TextRule) =>
  z.string({ error: tooShort }).trim().min(min, tooShort).max(max, m.fields.tooLong(field, max)).refine(hasNoNul, m.fields.nulCharacter(field));

/** An email address, trimmed; `lowercase` for identities that must match however they are typed. */
export const emailField = (invalid: string, { lowercase = false } = {}) => {
  const base = z.string({ error: invalid }).trim().max(254, invalid);
  return (lowercase ? base.toLowerCase() : base).pipe(z.email({ error: invalid }));
};

/** Optional free text: blank or missing becomes null, so the database never stores "". */
export const optionalText = (m: ApiMessages, field: Field, max: number) =>
  z
    .string({ error: m.fields.notText(field) })
    .trim()
    .max(max, m.fields.tooLong(field, max))
    .refine(hasNoNul, m.fields.nulCharacter(field))
    .nullish()
    .transform((value) => (value ? value : null));
