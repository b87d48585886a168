import type { categories as en } from '../categories.ts';
import type { Translation } from '../translation.ts';

/** The names are all nouns for the kind of place, as the filter shows them side by side. */
export const categories: Translation<typeof en> = {
  names: { residential: 'منازل', commercial: 'مكاتب', hospitality: 'فنادق ومنتجعات', retail: 'متاجر', 'food-beverage': 'مطاعم ومقاهٍ', other: 'مساحات أخرى' },
  allProjects: 'كل المشروعات',
  listings: {
    all: 'أعمالنا',
    residential: 'المشروعات السكنية',
    retail: 'مشروعات المتاجر',
    'food-beverage': 'مشروعات المطاعم والمقاهي',
    commercial: 'المشروعات الإدارية',
  },
};
