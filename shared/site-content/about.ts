import { z } from 'zod';
import { LENGTH, list, localized, localizedParagraph } from './fields.ts';

const tab = () =>
  z.object({
    label: localized('Tab label', { max: 60 }),
    title: localized('Tab title'),
    text: localized('Tab text', { max: LENGTH.paragraph }),
    points: list('Tab points', localized('Point'), { min: 0, max: 8 }),
  });

const heading = { eyebrow: localized('Eyebrow'), title: localized('Title') };

/** The About page: story, the Mission, Vision and Values tabs, the approach and the numbers' heading. */
export const aboutSchema = z.object({
  hero: z.object({ ...heading, text: localized('Introduction', { max: LENGTH.description }) }),
  story: z.object({
    ...heading,
    paragraphs: list('Story paragraphs', localizedParagraph('Paragraph'), { min: 1, max: 8 }),
    quote: localized('Quote', { max: LENGTH.description }),
    quoteAuthor: localized('Quote author'),
  }),
  purpose: z.object({
    ...heading,
    /** Mission, Vision and Values, in that order: the tabs are fixed, their texts are the office's. */
    tabs: z.tuple([tab(), tab(), tab()]),
  }),
  approach: z.object({
    ...heading,
    intro: localized('Introduction', { max: LENGTH.description }),
    cards: list('Approach cards', z.object({ title: localized('Card title'), text: localized('Card text', { max: LENGTH.description }) }), { min: 1, max: 6 }),
  }),
  numbers: z.object(heading),
});
