import { afterEach, describe, expect, it } from 'vitest';
import { cairoParts, cairoToIso, tomorrowMorning } from './cairo-time.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('Cairo’s clock for scheduling', () => {
  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])('reads a date and time as Cairo’s in winter and in summer, on a device in %s', (deviceZone) => {
    process.env.TZ = deviceZone;
    expect(cairoToIso('2026-12-01', '09:00')).toBe('2026-12-01T09:00:00+02:00');
    expect(cairoToIso('2027-07-01', '09:30')).toBe('2027-07-01T09:30:00+03:00');
    expect(new Date(cairoToIso('2027-07-01', '09:30') ?? '').toISOString()).toBe('2027-07-01T06:30:00.000Z');
    expect(cairoParts(new Date('2026-12-01T07:00:00.000Z'))).toEqual({ date: '2026-12-01', time: '09:00' });
  });

  it('refuses the hour the clocks skip when summer time starts (the last Friday of April)', () => {
    expect(cairoToIso('2026-04-24', '00:30')).toBeNull();
    expect(cairoToIso('2026-04-23', '23:59')).toBe('2026-04-23T23:59:00+02:00');
    expect(cairoToIso('2026-04-24', '01:00')).toBe('2026-04-24T01:00:00+03:00');
  });

  it('reads the hour the clocks repeat when summer time ends as the first, and gives it back as typed', () => {
    const iso = cairoToIso('2026-10-29', '23:30');
    expect(iso).toBe('2026-10-29T23:30:00+03:00');
    expect(cairoParts(new Date(iso ?? ''))).toEqual({ date: '2026-10-29', time: '23:30' });
    expect(cairoToIso('2026-10-30', '00:00')).toBe('2026-10-30T00:00:00+02:00');
  });

  it('refuses what is no date or time', () => {
    expect(cairoToIso('2026-02-30', '10:00')).toBeNull();
    expect(cairoToIso('2026-12-01', '24:00')).toBeNull();
    expect(cairoToIso('', '10:00')).toBeNull();
  });

  it('offers tomorrow at 9 in the morning, Cairo’s tomorrow', () => {
    // Half past midnight on 1 December in Cairo is still 30 November in London.
    expect(tomorrowMorning(new Date('2026-11-30T22:30:00.000Z'))).toEqual({ date: '2026-12-02', time: '09:00' });
  });
});
