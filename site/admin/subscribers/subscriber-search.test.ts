import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../lib/api-types.ts';
import { filterSubscribers, searchSubscribers } from './subscriber-search.ts';

const subscribers: Subscriber[] = [
  { id: 1, email: 'amal.hassan@example.com', createdAt: '2026-11-20T09:00:00.000Z', lang: 'ar', status: 'confirmed', confirmedAt: null, unsubscribedAt: null },
  { id: 2, email: 'nadia@studio-n.com', createdAt: '2026-11-21T09:00:00.000Z', lang: 'en', status: 'pending', confirmedAt: null, unsubscribedAt: null },
];

describe('subscriber search', () => {
  it('finds subscribers by any part of the email, ignoring case', () => {
    expect(searchSubscribers(subscribers, 'STUDIO').map((row) => row.id)).toEqual([2]);
    expect(searchSubscribers(subscribers, 'example.com').map((row) => row.id)).toEqual([1]);
  });

  it('does not match the date', () => {
    expect(searchSubscribers(subscribers, '2026')).toEqual([]);
  });

  it('filters by status and by language', () => {
    expect(filterSubscribers(subscribers, { status: 'pending', lang: 'all' }).map((row) => row.id)).toEqual([2]);
    expect(filterSubscribers(subscribers, { status: 'all', lang: 'ar' }).map((row) => row.id)).toEqual([1]);
    expect(filterSubscribers(subscribers, { status: 'confirmed', lang: 'en' })).toEqual([]);
    expect(filterSubscribers(subscribers, { status: 'all', lang: 'all' })).toHaveLength(2);
  });
});
