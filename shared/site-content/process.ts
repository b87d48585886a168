import { z } from 'zod';
import { LENGTH, list, localized } from './fields.ts';

/** The process steps, shown on the home and services pages. */
export const processSchema = z.object({
  eyebrow: localized('Eyebrow'),
  title: localized('Title'),
  intro: localized('Introduction', { max: LENGTH.description }),
  steps: list('Steps', z.object({ title: localized('Step title'), text: localized('Step text', { max: LENGTH.description }) }), { min: 1, max: 8 }),
});
