import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { arabicMessage } from '../../../shared/messages/ar/translate.ts';
import { contactSchema, type ContactInput } from '../../../shared/schemas/contact.ts';

/** The shared contact rules as a react-hook-form resolver (loaded on demand: zod is ~25 KB gzip). */
export const contactResolver = zodResolver(contactSchema);

/** The same rules, their sentences in Arabic (the Arabic pages). */
export const arabicContactResolver: Resolver<ContactInput> = async (values, context, options) => {
  const result = await contactResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(result.errors)) {
    errors[name] = error && typeof error.message === 'string' ? { ...error, message: arabicMessage(error.message) } : error;
  }
  return { values: {}, errors: errors as FieldErrors<ContactInput> };
};
