import { cairoDay } from '../../../shared/cairo-day.ts';
import { CAIRO_DATE_TIME } from '../../../shared/cairo-time.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { dictionaries } from '../i18n/text.ts';
import { onFirstUse } from '../../../shared/on-first-use.ts';

/** The studio's clock, whoever reads the admin and wherever: every date and time is Cairo's. */
const TIME_ZONE = 'Africa/Cairo';

/** English as the spec's lists write it; Arabic with Egypt's month names and Latin digits. */
const LOCALES: Record<AdminLanguage, string> = { en: 'en-US', ar: 'ar-EG' };

const format = (lang: AdminLanguage, options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat(LOCALES[lang], { ...options, numberingSystem: 'latn', timeZone: TIME_ZONE }));

const LONG_DATE = { en: format('en', { year: 'numeric', month: 'long', day: 'numeric' }), ar: format('ar', { year: 'numeric', month: 'long', day: 'numeric' }) };
// A calendar day has no time zone of its own: it is written as the day it names.
const SHORT_DAY = {
  en: onFirstUse(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })),
  ar: onFirstUse(() => new Intl.DateTimeFormat('ar-EG', { day: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' })),
};
const RELATIVE = {
  en: onFirstUse(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })),
  ar: onFirstUse(() => new Intl.RelativeTimeFormat('ar-EG', { numeric: 'auto', numberingSystem: 'latn' } as Intl.RelativeTimeFormatOptions)),
};

const parse = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "November 22, 2026" (in Arabic "22 November 2026" with Egypt's month name); a value that is not a date is shown as it is (the spec's fallback). */
export const formatLongDate = (value: string | null | undefined, lang: AdminLanguage): string => {
  const date = parse(value);
  return date ? LONG_DATE[lang]().format(date) : (value ?? '');
};

/** "November 22, 2026 at 3:05 PM", and its Arabic twin, for events where the time matters (publishing). */
export const formatLongDateTime = (value: string | null | undefined, lang: AdminLanguage): string => {
  const date = parse(value);
  return date ? CAIRO_DATE_TIME[lang]().format(date) : (value ?? '');
};

/**
 * The same date and time as `formatLongDateTime`, cut where a narrow column may break the line: the date with
 * its joining word («28 نوفمبر 2026 في», "November 28, 2026 at"), then the time («6:48 ص»). Null for a value
 * that is not a date.
 */
export const longDateTimeLines = (value: string | null | undefined, lang: AdminLanguage): { date: string; time: string } | null => {
  const date = parse(value);
  if (!date) return null;
  const parts = CAIRO_DATE_TIME[lang]().formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('')
      .trim();
  return hour <= 0 ? { date: text(0), time: '' } : { date: text(0, hour), time: text(hour) };
};

/** A calendar day (YYYY-MM-DD) as a chart's axis writes it: "6 Sept", in Arabic with the month's full name. */
export const formatShortDay = (isoDay: string, lang: AdminLanguage): string => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : SHORT_DAY[lang]().format(date);
};

const HOUR = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: TIME_ZONE }));

/** The hour in Cairo (0–23), for a greeting that fits the studio's time of day. */
export const cairoHour = (now: Date = new Date()): number => Number(HOUR().format(now));

/** "2026-11-22": today in Cairo, for file names. */
export const isoDay = (date: Date): string => cairoDay(date);

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago" (and in Arabic); null for a value that is not a date. */
export const timeAgo = (value: string | null | undefined, lang: AdminLanguage, now: Date = new Date()): string | null => {
  const date = parse(value);
  if (!date) return null;
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return dictionaries[lang].common.justNow;
  const minute: [Intl.RelativeTimeFormatUnit, number] = ['minute', 60];
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [minute, ['hour', 3600], ['day', 86400]];
  let chosen = minute;
  for (const unit of units) if (seconds >= unit[1]) chosen = unit;
  return RELATIVE[lang]().format(-Math.max(1, Math.round(seconds / chosen[1])), chosen[0]);
};
