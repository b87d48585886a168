import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchemas } from '../../../shared/schemas/contact.ts';

/** The shared contact rules as a react-hook-form resolver (loaded on demand: zod is ~25 KB gzip). */
export const contactResolver = zodResolver(contactSchemas.en);

/** The same rules with their Arabic sentences (the Arabic pages). */
export const arabicContactResolver = zodResolver(contactSchemas.ar);
