import { describe, expect, it } from 'vitest';
import { axisLabel, formatCount, formatShare, percentChange, rowLabel, scaleOf, sharesOf } from './figures-format.ts';

describe('the figures in words', () => {
  it('write counts, shares, days and months as the admin writes them', () => {
    expect(formatCount(12840)).toBe('12,840');
    expect([formatShare(75, 'en'), formatShare(75, 'ar')]).toEqual(['75 %', '75%']);
    expect([axisLabel('2026-11-26', 'day', 'en'), rowLabel('2026-11-26', 'day', 'en')]).toEqual(['26 Nov', 'Thu 26 Nov']);
    expect([axisLabel('2026-11-01', 'month', 'en'), rowLabel('2026-11-01', 'month', 'en')]).toEqual(['Nov', 'November 2026']);
  });

  it('write days and months in Arabic with Egypt’s month names and Latin digits', () => {
    expect([axisLabel('2026-11-26', 'day', 'ar'), rowLabel('2026-11-26', 'day', 'ar')]).toEqual(['26 نوفمبر', 'الخميس، 26 نوفمبر']);
    expect([axisLabel('2026-01-01', 'month', 'ar'), rowLabel('2026-01-01', 'month', 'ar')]).toEqual(['يناير', 'يناير 2026']);
  });

  it('give the change against the stretch before in whole percent, and none from nothing', () => {
    expect([percentChange(120, 100), percentChange(75, 100), percentChange(100, 100), percentChange(5, 0), percentChange(0, 0)]).toEqual([20, -25, 0, null, null]);
  });

  it('share a sum out in whole percent', () => {
    expect(sharesOf([3, 1])).toEqual([75, 25]);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
  });

  it('round the top of a chart’s scale up to a number with a round half', () => {
    expect([0, 3, 7, 9, 47, 94, 101, 180, 210, 1234, 6000].map(scaleOf)).toEqual([4, 4, 8, 10, 50, 100, 150, 200, 300, 1500, 6000]);
  });
});
