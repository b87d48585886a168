import type { companyTexts as en } from '../company-texts.ts';
import type { Translation } from '../translation.ts';

export const companyTexts: Translation<typeof en> = {
  tagline: 'مقاولات وتشطيبات داخلية',
  blurb: 'استوديو مقاولات وتشطيبات داخلية في القاهرة، نسلّم المنازل والمتاجر والمطاعم والمكاتب جاهزة بالكامل، بدقة هادئة وفي الموعد وضمن الميزانية.',
  address: 'مبنى 7، مجمع بالم هيلز للأعمال، بالم هيلز، القاهرة، مصر',
  hours: {
    standard: 'الأحد - الخميس، 9:00 ص - 6:00 م',
    standardContact: 'من الأحد إلى الخميس، 9:00 ص - 6:00 م',
    alternate: ['الاثنين - الجمعة، 9 ص - 5 م', 'السبت، 10 ص - 2 م'],
  },
  stats: [
    { suffix: ' مليار جنيه', label: 'قيمة المشروعات المنفّذة' },
    { suffix: ' م²', label: 'إجمالي مساحة المشروعات المنفّذة' },
    { suffix: '+', label: 'عامًا من الخبرة' },
    { suffix: '+', label: 'مشروعًا مكتملًا' },
  ],
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
