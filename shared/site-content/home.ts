import { z } from 'zod';
import { PORTFOLIO_FILTERS } from '../categories.ts';
import { LENGTH, list, localized, localizedParagraph, optionalImage } from './fields.ts';
import { en } from '../messages/en.ts';
import { MAX_PICKED_TESTIMONIALS } from '../testimonials.ts';

const FILTER_VALUES = PORTFOLIO_FILTERS.map((filter) => filter.value) as [PortfolioFilterValue, ...PortfolioFilterValue[]];
type PortfolioFilterValue = (typeof PORTFOLIO_FILTERS)[number]['value'];

const m = en.siteContent;

const counter = z.object({
  value: z
    .number({ error: m.numberInvalid('Value') })
    .min(0, m.numberInvalid('Value'))
    .max(1_000_000_000, m.numberInvalid('Value')),
  decimals: z.number({ error: m.decimalsInvalid }).int(m.decimalsInvalid).min(0, m.decimalsInvalid).max(2, m.decimalsInvalid),
  suffix: localized('Suffix', { max: 40, optional: true }),
  label: localized('Counter label'),
});

/** The "What our clients say" section's launch texts; stored sections saved before it read them. */
export const LAUNCH_TESTIMONIALS = {
  eyebrow: { en: 'Testimonials', ar: 'آراء عملائنا' },
  title: { en: 'What our clients say', ar: 'ما يقوله عملاؤنا عن العمل معنا' },
  ids: [] as number[],
};

/**
 * The testimonials the office picks for the home page and About, in their order, with the section's heading. Only
 * approved ones are shown; a pick that is hidden or deleted later is skipped. None picked: no section.
 */
const testimonialsSchema = z
  .object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    ids: z
      .array(z.number({ error: m.testimonialPicks }).int(m.testimonialPicks).positive(m.testimonialPicks), { error: m.testimonialPicks })
      .max(MAX_PICKED_TESTIMONIALS, m.listTooLong('Testimonials', MAX_PICKED_TESTIMONIALS))
      .refine((ids) => new Set(ids).size === ids.length, m.testimonialPicks),
  })
  .default(() => structuredClone(LAUNCH_TESTIMONIALS));

/** The home page: hero slides, counters, the About preview and the sections' headings. */
export const homeSchema = z.object({
  hero: z.object({
    slides: list(
      'Hero slides',
      z.object({
        eyebrow: localized('Eyebrow'),
        title: localized('Slide title'),
        subtitle: localized('Slide subtitle', { max: LENGTH.description }),
        cta: localized('Button label', { max: 60 }),
      }),
      { min: 1, max: 5 },
    ),
    /** Replaces the studio's poster and video when set. */
    image: optionalImage('Hero background image'),
  }),
  counters: list('Counters', counter, { min: 1, max: 6 }),
  about: z.object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    paragraphs: list('Paragraphs', localizedParagraph('Paragraph'), { min: 1, max: 5 }),
    points: list('Points', localized('Point'), { min: 0, max: 6 }),
    link: localized('Link label', { max: 60 }),
  }),
  services: z.object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    intro: localized('Introduction', { max: LENGTH.description }),
    cards: list(
      'Service cards',
      z.object({
        title: localized('Card title'),
        text: localized('Card text', { max: LENGTH.description }),
        category: z.enum(FILTER_VALUES, { error: m.cardCategory }),
      }),
      { min: 1, max: 6 },
    ),
  }),
  featured: z.object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    intro: localized('Introduction', { max: LENGTH.description }),
  }),
  testimonials: testimonialsSchema,
});
