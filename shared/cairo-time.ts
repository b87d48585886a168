import type { PageLang } from './inbox.ts';
import { onFirstUse } from './on-first-use.ts';

/**
 * A moment as the studio reads it: Cairo's date and time (Africa/Cairo, summer time included), whatever the
 * server's or the browser's time zone. English as the admin writes dates; Arabic with Egypt's month names and
 * Latin digits.
 */
export const CAIRO_DATE_TIME: Readonly<Record<PageLang, () => Intl.DateTimeFormat>> = {
  en: onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Cairo' })),
  ar: onFirstUse(
    () =>
      new Intl.DateTimeFormat('ar-EG', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Cairo', numberingSystem: 'latn' }),
  ),
};

/** "December 6, 2026 at 9:00 AM" (and its Arabic twin) for an ISO time; null for anything else. */
export const cairoDateTime = (value: unknown, lang: PageLang): string | null => {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : CAIRO_DATE_TIME[lang]().format(new Date(time));
};
