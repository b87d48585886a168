import { onFirstUse } from '../../../shared/on-first-use.ts';

/**
 * The studio's clock for scheduling: a date and time typed in the admin are Cairo's (Africa/Cairo, summer time
 * included), whatever time zone the browser is in. Nothing here reads the device's own zone.
 */
const CAIRO = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Africa/Cairo',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Cairo's wall clock at an instant, as the UTC milliseconds of the same wall-clock reading. */
const cairoWall = (instant: number) => {
  const parts = Object.fromEntries(
    CAIRO()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
};

/** Cairo's offset from UTC at an instant, in minutes (120 in winter, 180 in summer). */
const offsetAt = (instant: number) => Math.round((cairoWall(instant) - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);

const pad = (value: number) => String(value).padStart(2, '0');
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * A Cairo date (YYYY-MM-DD) and time (HH:MM) as an ISO time with Cairo's offset of that moment, such as
 * "2026-12-01T09:00:00+02:00". Null when the input is not a date and time, or names a time the clocks skip
 * when summer time starts. The hour the clocks repeat when it ends is read as the first one (summer time).
 */
export const cairoToIso = (date: string, time: string): string | null => {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== `${date}T${time}`) return null;
  const offsets = [...new Set([offsetAt(wall - DAY), offsetAt(wall + DAY)])].sort((a, b) => b - a);
  const offset = offsets.find((candidate) => cairoWall(wall - candidate * MINUTE) === wall);
  return offset === undefined ? null : `${date}T${time}:00${offsetText(offset)}`;
};

/** An instant as Cairo's date (YYYY-MM-DD) and time (HH:MM), to fill the schedule's fields. */
export const cairoParts = (instant: Date): { date: string; time: string } => {
  const wall = new Date(cairoWall(instant.getTime())).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
};

/** The next day in Cairo at 9 in the morning: what the schedule offers first. */
export const tomorrowMorning = (now: Date = new Date()): { date: string; time: string } => ({
  date: cairoParts(new Date(now.getTime() + DAY)).date,
  time: '09:00',
});
