import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Zamalek Riverside Apartment', 'zamalek-riverside-apartment'],
    ['Koshary & Co. Café', 'koshary-co-cafe'],
    ['  snake_case__title  ', 'snake-case-title'],
    ['Multiple   spaces -- and-dashes', 'multiple-spaces-and-dashes'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
