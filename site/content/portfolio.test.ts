import { describe, expect, it } from 'vitest';
import { listingTitle } from '../i18n/categories.ts';
import { dictionaries } from './dictionary.ts';

const { en, ar } = dictionaries;

describe('the portfolio’s counts and titles', () => {
  it('counts the projects of a filter in each language', () => {
    const counts = [0, 1, 2, 3, 11, 100];
    expect(counts.map(en.portfolio.gallery.results)).toEqual(['0 projects', '1 project', '2 projects', '3 projects', '11 projects', '100 projects']);
    expect(counts.map(ar.portfolio.gallery.results)).toEqual(['لا توجد مشروعات', 'مشروع واحد', 'مشروعان', '3 مشروعات', '11 مشروعًا', '100 مشروع']);
  });

  it('titles a filter’s listing pages in each language', () => {
    expect(en.portfolio.listingTitle(listingTitle('residential', 'en'), 1)).toBe('Residential projects · Nile Atelier');
    expect(en.portfolio.listingTitle(listingTitle('all', 'en'), 2)).toBe('Portfolio, page 2 · Nile Atelier');
    expect(ar.portfolio.listingTitle(listingTitle('residential', 'ar'), 1)).toBe('المشروعات السكنية · نايل أتيليه');
    expect(ar.portfolio.listingTitle(listingTitle('commercial', 'ar'), 3)).toBe('المشروعات الإدارية، الصفحة 3 · نايل أتيليه');
    expect(ar.portfolio.listingTitle(listingTitle('all', 'ar'), 2)).toBe('أعمالنا، الصفحة 2 · نايل أتيليه');
  });
});
