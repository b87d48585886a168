import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { contactSchemas } from '../../../shared/schemas/contact.ts';
import type { ContactFormValues } from './ContactForm.tsx';

// The fields hold text; the shared rules hand the API's body to the submit handler (an area as a number, an empty choice left out).
/** The shared contact rules as a react-hook-form resolver (loaded on demand: zod is ~25 KB gzip). */
export const contactResolver = zodResolver(contactSchemas.en) as unknown as Resolver<ContactFormValues>;

/** The same rules with their Arabic sentences (the Arabic pages). */
export const arabicContactResolver = zodResolver(contactSchemas.ar) as unknown as Resolver<ContactFormValues>;
