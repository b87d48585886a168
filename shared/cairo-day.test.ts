import { describe, expect, it } from 'vitest';
import { addDays, cairoDay } from './cairo-day.ts';

describe('the studio day', () => {
  it('is the calendar day in Cairo, which starts before UTC midnight', () => {
    // 22:30 UTC on 1 March is 00:30 on 2 March in Cairo (UTC+2 in winter).
    expect(cairoDay(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(cairoDay(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-01');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-11-26', -6)).toBe('2026-11-20');
  });
});
