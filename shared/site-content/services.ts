import { z } from 'zod';
import { LENGTH, list, localized } from './fields.ts';

const heading = { eyebrow: localized('Eyebrow'), title: localized('Title') };

/** The Services page: its introduction, the solutions and the closing call to action. */
export const servicesSchema = z.object({
  hero: z.object({ ...heading, text: localized('Introduction', { max: LENGTH.description }) }),
  solutions: z.object({
    ...heading,
    intro: localized('Introduction', { max: LENGTH.description }),
    cards: list(
      'Solutions',
      z.object({
        title: localized('Solution title'),
        text: localized('Solution text', { max: LENGTH.description }),
        points: list('Solution points', localized('Point'), { min: 0, max: 6 }),
      }),
      { min: 1, max: 8 },
    ),
  }),
  cta: z.object({ title: localized('Title'), text: localized('Text', { max: LENGTH.description }), button: localized('Button label', { max: 60 }) }),
});
