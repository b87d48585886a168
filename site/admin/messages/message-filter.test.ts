import { describe, expect, it } from 'vitest';
import { filtersOf, parseFilter } from './message-filter.ts';

describe('the status filter', () => {
  it('asks for everything but Archived and Spam by default', () => {
    expect(filtersOf(parseFilter(null))).toEqual({ hide: ['Archived', 'Spam'] });
    expect(filtersOf(parseFilter('nonsense'))).toEqual({ hide: ['Archived', 'Spam'] });
  });

  it('asks for one status, or all of them', () => {
    expect(filtersOf(parseFilter('Spam'))).toEqual({ status: 'Spam' });
    expect(filtersOf(parseFilter('Archived'))).toEqual({ status: 'Archived' });
    expect(filtersOf(parseFilter('all'))).toEqual({});
  });
});
