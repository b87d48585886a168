import { describe, expect, it } from 'vitest';
import { cairoHour, formatLongDate, formatLongDateTime, formatShortDay, isoDay, longDateTimeLines, timeAgo } from './dates.ts';

describe('dates', () => {
  it('writes dates in long form, on Cairo’s calendar', () => {
    expect(formatLongDate('2026-11-22T12:00:00.000Z', 'en')).toBe('November 22, 2026');
    // 23:30 in London is already the next day in Cairo.
    expect(formatLongDate('2026-11-22T23:30:00.000Z', 'en')).toBe('November 23, 2026');
  });

  it('writes Arabic dates with Egypt’s month names, Latin digits and Cairo’s time', () => {
    const months = Array.from({ length: 12 }, (_, month) => formatLongDate(new Date(Date.UTC(2026, month, 6, 9)).toISOString(), 'ar'));
    expect(months).toEqual([
      '6 يناير 2026',
      '6 فبراير 2026',
      '6 مارس 2026',
      '6 أبريل 2026',
      '6 مايو 2026',
      '6 يونيو 2026',
      '6 يوليو 2026',
      '6 أغسطس 2026',
      '6 سبتمبر 2026',
      '6 أكتوبر 2026',
      '6 نوفمبر 2026',
      '6 ديسمبر 2026',
    ]);
    expect(formatLongDateTime('2026-11-22T13:05:00.000Z', 'ar')).toBe('22 نوفمبر 2026 في 3:05 م');
    expect(formatLongDateTime('2026-11-22T13:05:00.000Z', 'en')).toBe('November 22, 2026 at 3:05 PM');
  });

  it('cuts a date and time into the date with its joining word and the time, for a narrow column', () => {
    expect(longDateTimeLines('2026-11-28T04:48:00.000Z', 'ar')).toEqual({ date: '28 نوفمبر 2026 في', time: '6:48 ص' });
    expect(longDateTimeLines('2026-11-28T04:48:00.000Z', 'en')).toEqual({ date: 'November 28, 2026 at', time: '6:48\u202FAM' });
    expect(longDateTimeLines('not a date', 'ar')).toBeNull();
  });

  it('writes a chart’s days as the days they name', () => {
    expect(formatShortDay('2026-09-06', 'en')).toBe('6 Sept');
    expect(formatShortDay('2026-09-06', 'ar')).toBe('6 سبتمبر');
  });

  it('shows a value that is not a date as it is', () => {
    expect(formatLongDate('last spring', 'ar')).toBe('last spring');
    expect(formatLongDate(null, 'en')).toBe('');
  });

  it('tells the hour in Cairo', () => {
    expect(cairoHour(new Date('2026-11-22T07:30:00Z'))).toBe(9);
    expect(cairoHour(new Date('2026-11-22T22:30:00Z'))).toBe(0);
  });

  it('makes a YYYY-MM-DD day in Cairo for file names', () => {
    expect(isoDay(new Date('2026-01-05T10:00:00Z'))).toBe('2026-01-05');
    expect(isoDay(new Date('2026-01-05T22:30:00Z'))).toBe('2026-01-06');
  });

  it('says how long ago something happened', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:50Z', 'en', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-22T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(timeAgo('nonsense', 'en', now)).toBeNull();
    expect(['2026-11-22T11:59:50Z', '2026-11-22T11:59:00Z', '2026-11-22T11:58:00Z', '2026-11-22T11:55:00Z', '2026-11-21T12:00:00Z'].map((at) => timeAgo(at, 'ar', now))).toEqual([
      'الآن',
      'قبل دقيقة واحدة',
      'قبل دقيقتين',
      'قبل 5 دقائق',
      'أمس',
    ]);
  });
});
