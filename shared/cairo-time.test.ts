import { describe, expect, it } from 'vitest';
import { cairoDateTime } from './cairo-time.ts';

describe("Cairo's date and time", () => {
  it("writes an instant as Cairo's clock reads it, in winter and in summer time", () => {
    expect(cairoDateTime('2026-12-06T07:00:00.000Z', 'en')).toBe('December 6, 2026 at 9:00 AM');
    expect(cairoDateTime('2027-07-01T06:00:00.000Z', 'en')).toBe('July 1, 2027 at 9:00 AM');
    expect(cairoDateTime('2026-12-06T07:00:00.000Z', 'ar')).toContain('ديسمبر');
  });

  it("reads the same whatever the server's time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(cairoDateTime('2027-03-26T22:30:00.000Z', 'en')).toBe('March 27, 2027 at 12:30 AM');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('answers null for what is not a time', () => {
    expect(cairoDateTime('next Sunday', 'en')).toBeNull();
    expect(cairoDateTime(undefined, 'ar')).toBeNull();
  });
});
