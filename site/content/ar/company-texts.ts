import type { companyTexts as en } from '../company-texts.ts';
import type { Translation } from '../translation.ts';

export const companyTexts: Translation<typeof en> = {
  categories: {
    residential: 'سكني',
    commercial: 'إداري وتجاري',
    hospitality: 'ضيافة',
    retail: 'متاجر',
    other: 'أخرى',
    'food-beverage': 'مطاعم ومقاهٍ',
    all: 'كل المشروعات',
  },
};
