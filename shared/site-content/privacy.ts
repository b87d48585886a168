import { z } from 'zod';
import { LENGTH, list, localized, localizedParagraph } from './fields.ts';

/** A section's text: several paragraphs, separated by a blank line. */
const SECTION_TEXT = 3000;

/**
 * The privacy notice at /privacy and /ar/privacy: what the forms collect, why, for how long, who sees it,
 * how to ask for a copy or deletion, and how visits are counted. The studio's email and phone are shown
 * under it from the company's facts, not written here again.
 */
export const privacySchema = z.object({
  title: localized('Page title'),
  description: localized('Meta description', { max: LENGTH.description }),
  intro: localizedParagraph('Introduction'),
  sections: list('Sections', z.object({ heading: localized('Heading'), text: localized('Text', { max: SECTION_TEXT }) }), { min: 1, max: 16 }),
  contactTitle: localized('Contact heading'),
});
