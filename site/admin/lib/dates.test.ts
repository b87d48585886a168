import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDay, timeAgo } from './dates.ts';

describe('dates', () => {
  it('writes dates in long form', () => {
    expect(formatLongDate('2026-11-22T12:00:00.000Z')).toBe('November 22, 2026');
  });

  it('shows a value that is not a date as it is', () => {
    expect(formatLongDate('last spring')).toBe('last spring');
    expect(formatLongDate(null)).toBe('');
  });

  it('makes a YYYY-MM-DD day for file names', () => {
    expect(isoDay(new Date(2026, 0, 5, 10))).toBe('2026-01-05');
  });

  it('says how long ago something happened', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('nonsense', now)).toBeNull();
  });
});
