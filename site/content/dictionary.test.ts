import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { LOCALES_OF_CONTENT } from '../../shared/site-content/locales.ts';
import { localize } from '../../shared/site-content/localize.ts';
import { dictionaries } from './dictionary.ts';

/** Every leaf of a dictionary as "path → value"; functions are called with sample arguments. */
const leaves = (value: unknown, path = ''): [string, unknown][] => {
  if (typeof value === 'function') return [[path, (value as (...args: unknown[]) => unknown)(2, 3)]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
  return [[path, value]];
};

describe('the Arabic dictionary', () => {
  const english = new Map(leaves(dictionaries.en));
  const arabic = new Map(leaves(dictionaries.ar));

  it('has every key of the English one, and no other', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has a non-empty Arabic text for every English sentence', () => {
    const arabicLetters = /[\u0600-\u06FF]/;
    for (const [path, text] of english) {
      const translated = arabic.get(path);
      expect(typeof translated, path).toBe(typeof text);
      if (typeof text !== 'string' || !/[a-z]{3}/i.test(text)) continue;
      // Addresses, placeholders and autocomplete tokens are not prose; everything else is Arabic.
      if (/autoComplete$|href$|\.id$|\.category$|email\.placeholder$|phone\.placeholder$/.test(path)) continue;
      expect(translated, path).toMatch(arabicLetters);
    }
  });

  it('leads every Arabic link to the Arabic edition', () => {
    for (const [path, href] of arabic) {
      if (!path.endsWith('href') || typeof href !== 'string' || href.startsWith('/admin')) continue;
      expect(href, path).toMatch(/^\/ar(\/|$)/);
    }
  });
});

describe('the dictionary and the site content', () => {
  it('keeps no sentence the office edits: each lives once, in the stored site content', () => {
    for (const locale of LOCALES_OF_CONTENT) {
      const stored = new Set(leaves(localize(defaultSiteContent, locale)).map(([, text]) => text));
      const repeated = leaves(dictionaries[locale]).filter(([, text]) => typeof text === 'string' && text.split(' ').length >= 3 && stored.has(text));
      expect(repeated, locale).toEqual([]);
    }
  });
});
