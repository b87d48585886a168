import { onFirstUse } from './on-first-use.ts';

/** The studio's days: counts, follow-ups and charts are kept by the calendar day in Cairo. */
const STUDIO_TIME_ZONE = 'Africa/Cairo';

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The day in Cairo as YYYY-MM-DD (en-CA writes dates in that order). */
export const cairoDay = (at: Date = new Date()): string => dayFormat().format(at);

/** The day `days` before or after a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
