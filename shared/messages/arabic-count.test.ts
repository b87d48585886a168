import { describe, expect, it } from 'vitest';
import { arabicCount, type ArabicNoun } from './arabic-count.ts';

const projects: ArabicNoun = { zero: 'لا توجد مشروعات', one: 'مشروع واحد', two: 'مشروعان', few: 'مشروعات', many: 'مشروعًا', other: 'مشروع' };

describe('arabicCount', () => {
  it('picks the noun’s form by Arabic’s plural rules, the number before the noun from 3 on', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 1000].map((count) => arabicCount(count, projects))).toEqual([
      'لا توجد مشروعات',
      'مشروع واحد',
      'مشروعان',
      '3 مشروعات',
      '10 مشروعات',
      '11 مشروعًا',
      '99 مشروعًا',
      '100 مشروع',
      '101 مشروع',
      '102 مشروع',
      '103 مشروعات',
      '111 مشروعًا',
      '1000 مشروع',
    ]);
  });
});
