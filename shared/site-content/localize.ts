import type { ContentLocale } from './locales.ts';

/** A stored content tree as one language reads it: every `{ en, ar }` becomes a string. */
export type Localized<T> = T extends { en: string; ar: string }
  ? string
  : T extends readonly (infer I)[]
    ? Localized<I>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

/** A text stored in every language, `{ en, ar }`, rather than a group of fields. */
export const isLocalizedText = (value: object): value is Record<ContentLocale, string> => {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as { en?: unknown }).en === 'string' && typeof (value as { ar?: unknown }).ar === 'string';
};

/** Picks one language out of stored content (validation makes every required text present in both). */
export const localize = <T>(value: T, locale: ContentLocale): Localized<T> => {
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (value === null || typeof value !== 'object') return value as Localized<T>;
  if (isLocalizedText(value)) return value[locale] as Localized<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)])) as Localized<T>;
};
