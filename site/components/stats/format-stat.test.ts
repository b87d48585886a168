import { describe, expect, it } from 'vitest';
import { formatStat } from './format-stat.ts';

describe('formatStat', () => {
  it('spaces a word or unit from the number and keeps a sign against it, as the spec writes them', () => {
    expect(formatStat(1.3, 1, 'Billion EGP')).toBe('1.3 Billion EGP');
    expect(formatStat(16700, 0, 'm²')).toBe('16,700 m²');
    expect(formatStat(20, 0, '+')).toBe('20+');
  });

  it('spaces an Arabic unit too, with Arabic-Indic digits', () => {
    expect(formatStat(16700, 0, 'م²', 'ar-EG-u-nu-arab')).toBe('١٦٬٧٠٠ م²');
  });
});
