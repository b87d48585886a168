import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contactSchemas } from '../../../shared/schemas/contact.ts';

/** What the contact form holds: every field as the visitor typed it. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  projectType: string;
  location: string;
  area: string;
  budget: string;
  timeline: string;
  preferredContact: string;
}

// The fields hold text; the shared rule hands the API's body to the submit handler (an area as a number, an empty choice left out).
const asResolver = (schema: z.ZodType) => zodResolver(schema as z.ZodType<ContactFormValues, ContactFormValues>) as unknown as Resolver<ContactFormValues>;

/** The shared contact rules as a react-hook-form resolver (loaded on demand: zod is ~25 KB gzip). */
export const contactResolver = asResolver(contactSchemas.en);

/** The same rules with their Arabic sentences (the Arabic pages). */
export const arabicContactResolver = asResolver(contactSchemas.ar);
