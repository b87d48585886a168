import { z } from 'zod';
import { LENGTH, list, localized } from './fields.ts';

/** The Contact page's texts, its FAQ, and the call to action that closes other pages. */
export const contactSchema = z.object({
  hero: z.object({ eyebrow: localized('Eyebrow'), title: localized('Title'), text: localized('Introduction', { max: LENGTH.description }) }),
  ready: z.object({ title: localized('Title'), text: localized('Text', { max: LENGTH.description }), button: localized('Button label', { max: 60 }) }),
  faq: z.object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    items: list('Questions', z.object({ question: localized('Question', { max: 300 }), answer: localized('Answer', { max: LENGTH.paragraph }) }), { min: 0, max: 30 }),
  }),
  cta: z.object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    text: localized('Text', { max: LENGTH.description }),
    button: localized('Button label', { max: 60 }),
  }),
});

export type ContactContent = z.infer<typeof contactSchema>;
