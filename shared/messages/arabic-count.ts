import { onFirstUse } from '../on-first-use.ts';

/**
 * How an Arabic noun reads after each kind of number: `zero`, `one` and `two` are whole phrases
 * («لا توجد مشروعات»، «مشروع واحد»، «مشروعان»); `few` (3–10, 103–110…), `many` (11–99…) and `other`
 * (100–102…) are the noun alone, written after the number («3 مشروعات»، «11 مشروعًا»، «100 مشروع»).
 * The dual's case depends on the sentence («بعد ثانيتين», but «مشروعان» alone), so each use names its forms.
 */
export interface ArabicNoun {
  zero: string;
  one: string;
  two: string;
  few: string;
  many: string;
  other: string;
}

const rules = onFirstUse(() => new Intl.PluralRules('ar'));

/** A count and its noun in Arabic, the form chosen by the language's plural rules; Latin digits. */
export const arabicCount = (count: number, noun: ArabicNoun): string => {
  const form = rules().select(count);
  return form === 'zero' || form === 'one' || form === 'two' ? noun[form] : `${count} ${noun[form]}`;
};
