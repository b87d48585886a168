import type { home as en } from '../home.ts';
import type { Translation } from '../translation.ts';

export const home: Translation<typeof en> = {
  hero: {
    label: 'مقدمة',
    heading: (name: string, tagline: string) => `${name}: ${tagline} في القاهرة`,
    videoLabel: 'جولة هادئة داخل أحد المشروعات التي أنجزتها نايل أتيليه',
    contact: 'تواصل معنا',
    scrollDown: 'مرّر للأسفل لتتعرّف علينا',
    slideGroup: 'رسائل مختارة',
    slideLabel: (index: number, total: number) => `الشريحة ${index} من ${total}`,
    indicatorLabel: (index: number) => `اعرض الشريحة ${index}`,
    pause: 'أوقف العرض والفيديو في الخلفية',
    play: 'شغّل العرض والفيديو في الخلفية',
  },
  stats: {
    title: 'خبرتنا بالأرقام',
  },
  services: {
    cardLink: 'اعرف المزيد',
    all: 'كل الخدمات',
  },
  featured: {
    all: 'تصفّح معرض الأعمال كاملًا',
    empty: 'نصوّر الآن مشروعات جديدة. تصفّح معرض الأعمال كاملًا في الأثناء.',
  },
};
