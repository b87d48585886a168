import { describe, expect, it } from 'vitest';
import { siteContentSchemas } from '../../../shared/site-content/sections.ts';
import { listBounds } from './list-bounds.ts';

describe('listBounds', () => {
  it('reads a list’s limits from the section’s schema, the rule the server checks', () => {
    expect(listBounds(siteContentSchemas.about, 'story.paragraphs')).toEqual({ min: 1, max: 8 });
    expect(listBounds(siteContentSchemas.contact, 'faq.items')).toEqual({ min: 0, max: 30 });
    expect(listBounds(siteContentSchemas.home, 'hero.slides')).toEqual({ min: 1, max: 5 });
  });

  it('steps into list items and the fixed About tabs by their index', () => {
    expect(listBounds(siteContentSchemas.services, 'solutions.cards.3.points')).toEqual({ min: 0, max: 6 });
    expect(listBounds(siteContentSchemas.about, 'purpose.tabs.2.points')).toEqual({ min: 0, max: 8 });
  });

  it('refuses a path the schema does not have, so a screen cannot name a list that is not there', () => {
    expect(() => listBounds(siteContentSchemas.contact, 'faq.questions')).toThrow(/faq\.questions/);
  });
});
