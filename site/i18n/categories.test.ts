import { describe, expect, it } from 'vitest';
import { ADMIN_CATEGORIES, PORTFOLIO_FILTERS } from '../../shared/categories.ts';
import { categoryLabel, filterLabel, listingTitle } from './categories.ts';

describe('the categories', () => {
  it('name every category of both lists in both languages, the Arabic ones all nouns for a kind of place', () => {
    const values = [...new Set([...ADMIN_CATEGORIES, ...PORTFOLIO_FILTERS.flatMap((filter) => filter.includes)])];
    expect(Object.fromEntries(values.map((value) => [value, [categoryLabel(value, 'en'), categoryLabel(value, 'ar')]]))).toEqual({
      residential: ['Residential', 'منازل'],
      commercial: ['Commercial', 'مكاتب'],
      hospitality: ['Hospitality', 'فنادق ومنتجعات'],
      retail: ['Retail', 'متاجر'],
      other: ['Other', 'مساحات أخرى'],
      'food-beverage': ['F&B', 'مطاعم ومقاهٍ'],
    });
  });

  it('label the filter’s buttons and title their pages in both languages, as the spec lists them', () => {
    expect(
      PORTFOLIO_FILTERS.map((filter) => [filterLabel(filter.value, 'en'), filterLabel(filter.value, 'ar'), listingTitle(filter.value, 'en'), listingTitle(filter.value, 'ar')]),
    ).toEqual([
      ['All Projects', 'كل المشروعات', 'Portfolio', 'أعمالنا'],
      ['Residential', 'منازل', 'Residential projects', 'المشروعات السكنية'],
      ['Retail', 'متاجر', 'Retail projects', 'مشروعات المتاجر'],
      ['F&B', 'مطاعم ومقاهٍ', 'F&B projects', 'مشروعات المطاعم والمقاهي'],
      ['Commercial', 'مكاتب', 'Commercial projects', 'المشروعات الإدارية'],
    ]);
  });

  it('show a category typed outside both lists as typed, in either language', () => {
    expect(categoryLabel('medical-clinic', 'en')).toBe('Medical Clinic');
    expect(categoryLabel('medical-clinic', 'ar')).toBe('Medical Clinic');
    expect(categoryLabel('constructor', 'ar')).toBe('Constructor');
  });
});
