import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from './defaults.ts';
import { launchTextAt, RETIRED_ARABIC_LAUNCH_TEXTS, withCorrectedLaunchTexts } from './retired-launch-texts.ts';

const arabicTexts = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(arabicTexts);
  if (typeof value !== 'object' || value === null) return [];
  const { ar } = value as { ar?: unknown };
  return typeof ar === 'string' ? [ar] : Object.values(value).flatMap(arabicTexts);
};

describe('the retired Arabic launch texts', () => {
  it('each name a launch text that now reads otherwise, and none is a launch text still in use', () => {
    const current = new Set(arabicTexts(defaultSiteContent));
    for (const { at, ar } of RETIRED_ARABIC_LAUNCH_TEXTS) {
      expect(launchTextAt(at).ar, at).not.toBe(ar);
      expect(current.has(ar), at).toBe(false);
    }
    expect(new Set(RETIRED_ARABIC_LAUNCH_TEXTS.map(({ ar }) => ar)).size).toBe(RETIRED_ARABIC_LAUNCH_TEXTS.length);
  });

  it('are replaced by their corrections wherever they stand; English and changed texts stay', () => {
    const [first, second] = RETIRED_ARABIC_LAUNCH_TEXTS;
    if (!first || !second) throw new Error('Expected retired texts.');
    const stored = {
      moved: [{ title: { en: 'Office English', ar: second.ar } }, { title: { en: 'Spaces', ar: first.ar } }],
      changed: { en: 'Spaces', ar: 'نص كتبه المكتب' },
      empty: { en: '', ar: '' },
      image: null,
      count: 3,
    };
    expect(withCorrectedLaunchTexts(stored)).toEqual({
      moved: [{ title: { en: 'Office English', ar: launchTextAt(second.at).ar } }, { title: { en: 'Spaces', ar: launchTextAt(first.at).ar } }],
      changed: { en: 'Spaces', ar: 'نص كتبه المكتب' },
      empty: { en: '', ar: '' },
      image: null,
      count: 3,
    });
  });

  it('leave the launch texts as they are', () => {
    expect(withCorrectedLaunchTexts(defaultSiteContent)).toEqual(defaultSiteContent);
  });
});
