import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contactSchemas } from '../../../shared/schemas/contact.ts';
import type { ContactFormValues } from './ContactForm.tsx';

// The fields hold text; the shared rule hands the API's body to the submit handler (an area as a number, an empty choice left out).
const asResolver = (schema: z.ZodType) => zodResolver(schema as z.ZodType<ContactFormValues, ContactFormValues>) as unknown as Resolver<ContactFormValues>;

/** The shared contact rules as a react-hook-form resolver (loaded on demand: zod is ~25 KB gzip). */
export const contactResolver = asResolver(contactSchemas.en);

/** The same rules with their Arabic sentences (the Arabic pages). */
export const arabicContactResolver = asResolver(contactSchemas.ar);
