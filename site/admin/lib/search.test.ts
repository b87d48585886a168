import { describe, expect, it } from 'vitest';
import { filterBySearch, matchesSearch } from './search.ts';

describe('search', () => {
  it('matches case-insensitively anywhere in any field', () => {
    expect(matchesSearch('RIVER', ['Zamalek Riverside Apartment'])).toBe(true);
    expect(matchesSearch('side apa', ['Zamalek Riverside Apartment'])).toBe(true);
    expect(matchesSearch('villa', ['Zamalek Riverside Apartment', 'residential'])).toBe(false);
  });

  it('lets a blank query through and ignores empty fields', () => {
    expect(matchesSearch('   ', [])).toBe(true);
    expect(matchesSearch('x', [null, undefined, ''])).toBe(false);
  });

  it('filters a list on the fields it is given', () => {
    const rows = [{ email: 'amal@example.com' }, { email: 'omar@example.org' }];
    expect(filterBySearch(rows, '.ORG', (row) => [row.email])).toEqual([{ email: 'omar@example.org' }]);
  });
});
