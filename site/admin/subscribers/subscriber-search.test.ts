import { describe, expect, it } from 'vitest';
import { searchSubscribers } from './subscriber-search.ts';

const subscribers = [
  { id: 1, email: 'amal.hassan@example.com', createdAt: '2026-11-20T09:00:00.000Z' },
  { id: 2, email: 'nadia@studio-n.com', createdAt: '2026-11-21T09:00:00.000Z' },
];

describe('subscriber search', () => {
  it('finds subscribers by any part of the email, ignoring case', () => {
    expect(searchSubscribers(subscribers, 'STUDIO').map((row) => row.id)).toEqual([2]);
    expect(searchSubscribers(subscribers, 'example.com').map((row) => row.id)).toEqual([1]);
  });

  it('does not match the date', () => {
    expect(searchSubscribers(subscribers, '2026')).toEqual([]);
  });
});
