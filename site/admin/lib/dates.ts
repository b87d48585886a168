const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const LONG_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const parse = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "November 22, 2026"; a value that is not a date is shown as it is (the spec's fallback). */
export const formatLongDate = (value: string | null | undefined): string => {
  const date = parse(value);
  return date ? LONG_DATE.format(date) : (value ?? '');
};

/** "November 22, 2026 at 3:05 PM", for events where the time matters (publishing). */
export const formatLongDateTime = (value: string | null | undefined): string => {
  const date = parse(value);
  return date ? LONG_DATE_TIME.format(date) : (value ?? '');
};

/** "2026-11-22" in the browser's own time zone, for file names. */
export const isoDay = (date: Date): string => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago"; null for a value that is not a date. */
export const timeAgo = (value: string | null | undefined, now: Date = new Date()): string | null => {
  const date = parse(value);
  if (!date) return null;
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minute: [Intl.RelativeTimeFormatUnit, number] = ['minute', 60];
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [minute, ['hour', 3600], ['day', 86400]];
  const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  let chosen = minute;
  for (const unit of units) if (seconds >= unit[1]) chosen = unit;
  return format.format(-Math.max(1, Math.round(seconds / chosen[1])), chosen[0]);
};
