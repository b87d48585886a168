import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../lib/api-types.ts';
import { filterByStatus, parseFilter } from './message-filter.ts';

const messages = (['New', 'Read', 'Replied', 'Archived', 'Spam'] as const).map(
  (status, index) =>
    ({ id: index + 1, status, name: status, email: '', phone: '', subject: '', message: '', createdAt: '', note: null, lang: 'en', noticeStatus: null }) satisfies ContactMessage,
);
const shown = (filter: string | null) => filterByStatus(messages, parseFilter(filter)).map((message) => message.status);

describe('the status filter', () => {
  it('shows everything but Archived and Spam by default', () => {
    expect(shown(null)).toEqual(['New', 'Read', 'Replied']);
    expect(shown('nonsense')).toEqual(['New', 'Read', 'Replied']);
  });

  it('shows one status, or all of them', () => {
    expect(shown('Spam')).toEqual(['Spam']);
    expect(shown('Archived')).toEqual(['Archived']);
    expect(shown('all')).toHaveLength(5);
  });
});
