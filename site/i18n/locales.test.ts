import { describe, expect, it } from 'vitest';
import { basePath, intlLocaleOf, localizedPath } from './locales.ts';

describe('localizedPath', () => {
  it('puts Arabic pages under /ar and English ones at their own paths', () => {
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/about', 'ar')).toBe('/ar/about');
    expect(localizedPath('/ar/about', 'en')).toBe('/about');
    expect(localizedPath('/ar', 'en')).toBe('/');
    expect(localizedPath('/ar/portfolio/x', 'ar')).toBe('/ar/portfolio/x');
  });

  it('leaves paths that merely start with "ar" alone', () => {
    expect(basePath('/arabic-page')).toBe('/arabic-page');
  });
});

describe('intlLocaleOf', () => {
  it('formats Arabic with Latin digits, set explicitly', () => {
    expect(intlLocaleOf('ar')).toBe('ar-EG-u-nu-latn');
    expect((16700).toLocaleString(intlLocaleOf('ar'))).toBe('16,700');
  });
});
