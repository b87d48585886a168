import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '../../../shared/schemas/contact.ts';

/** The shared contact rules as a react-hook-form resolver (loaded on demand: zod is ~25 KB gzip). */
export const contactResolver = zodResolver(contactSchema);
