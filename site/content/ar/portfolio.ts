import { arabicCount } from '../../../shared/messages/arabic-count.ts';
import type { portfolio as en } from '../portfolio.ts';
import type { Translation } from '../translation.ts';

export const portfolio: Translation<typeof en> = {
  hero: {
    eyebrow: 'أعمالنا',
    title: 'بُنيت، وصُوّرت، وسكنها أصحابها',
    text: 'مختارات من المنازل والمتاجر والمطاعم وأماكن العمل التي سلّمناها في أنحاء القاهرة الكبرى.',
  },
  gallery: {
    eyebrow: 'من أعمالنا',
    title: 'المشروعات',
    filterLabel: 'اعرض المشروعات حسب الفئة',
    empty: 'لا توجد مشروعات في هذه الفئة بعد. جرّب فئة أخرى أو اعرض كل المشروعات.',
    results: (count: number) => arabicCount(count, { zero: 'لا توجد مشروعات', one: 'مشروع واحد', two: 'مشروعان', few: 'مشروعات', many: 'مشروعًا', other: 'مشروع' }),
    loadMore: 'اعرض المزيد من المشروعات',
  },
  listingTitle: (listing: string, page: number) => `${listing}${page > 1 ? `، الصفحة ${page}` : ''} · نايل أتيليه`,
  contact: {
    eyebrow: 'ابدأ مشروعك',
    title: 'أعجبك ما رأيت؟',
    text: 'حدّثنا عن مساحتك وسنعرض عليك تصوّرنا لها، مع مشروعات مشابهة وتقدير مبدئي واقعي للتكلفة.',
    hoursLabel: 'زيارات المواقع ومكتبة الخامات',
  },
};
