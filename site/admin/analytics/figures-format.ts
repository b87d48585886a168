import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import type { AnalyticsFigures } from '../lib/api-types.ts';
import { formatShortDay } from '../lib/dates.ts';
import { onFirstUse } from '../../../shared/on-first-use.ts';

const WHOLE = onFirstUse(() => new Intl.NumberFormat('en-US'));

// A day of the series is a calendar day, written as the day it names; Arabic with Egypt's month names and Latin digits, as lib/dates.ts.
const calendar = (options: Intl.DateTimeFormatOptions): Record<AdminLanguage, () => Intl.DateTimeFormat> => ({
  en: onFirstUse(() => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })),
  ar: onFirstUse(() => new Intl.DateTimeFormat('ar-EG', { ...options, timeZone: 'UTC', numberingSystem: 'latn' })),
});
const WEEKDAY_DAY = calendar({ weekday: 'short', day: 'numeric', month: 'short' });
const MONTH = calendar({ month: 'short' });
const MONTH_YEAR = calendar({ month: 'long', year: 'numeric' });

/** 1,284, with Latin digits in both languages. */
export const formatCount = (value: number) => WHOLE().format(value);

/** A share in whole percent: "75 %" in English, «75%» in Arabic, as Egypt writes it. */
export const formatShare = (percent: number, lang: AdminLanguage) => (lang === 'ar' ? `${percent}%` : `${percent} %`);

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A point of the chart on its axis: "26 Nov" for a day, "Nov" for a month (Arabic writes the month's full name). */
export const axisLabel = (start: string, unit: AnalyticsFigures['unit'], lang: AdminLanguage) =>
  unit === 'month' ? MONTH[lang]().format(dateOf(start)) : formatShortDay(start, lang);

/** A point of the chart in its table: "Thu 26 Nov" for a day, "November 2026" for a month, and their Arabic twins. */
export const rowLabel = (start: string, unit: AnalyticsFigures['unit'], lang: AdminLanguage) => (unit === 'month' ? MONTH_YEAR : WEEKDAY_DAY)[lang]().format(dateOf(start));

/**
 * A total against the same stretch before it, in whole percent; `null` when there was nothing before
 * to compare with (a rise from nothing has no percentage).
 */
export const percentChange = (now: number, before: number): number | null => (before === 0 ? null : Math.round(((now - before) / before) * 100));

/** Each value's share of their sum, in whole percent. */
export const sharesOf = (values: readonly number[]) => {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => (total === 0 ? 0 : Math.round((value / total) * 100)));
};

/** Tops of a scale within a power of ten whose halves are round too (50, 75, 100, 150…). */
const ROUND_TOPS = [1, 1.5, 2, 3, 4, 5, 6, 8, 10];

/**
 * The top of a chart's scale: the smallest round number at or above the peak whose half, the middle line,
 * is round too, so the axis reads 0, 150, 300 rather than 0, 105, 210.
 */
export const scaleOf = (peak: number) => {
  if (peak <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(peak));
  return (ROUND_TOPS.find((factor) => factor * magnitude >= peak) ?? 10) * magnitude;
};
