import type { notFound as en } from '../not-found.ts';
import type { Translation } from '../translation.ts';

export const notFound: Translation<typeof en> = {
  meta: {
    title: 'الصفحة غير موجودة (خطأ 404) · نايل أتيليه',
    description: 'الصفحة التي تبحث عنها غير موجودة. عُد إلى الصفحة الرئيسية لنايل أتيليه أو معرض أعمالنا أو صفحة التواصل.',
  },
  eyebrow: 'خطأ 404',
  title: 'الصفحة غير موجودة',
  hint: 'ربما كُتب العنوان بشكل غير صحيح، أو نُقلت الصفحة.',
  text: 'لا بأس، هذه الروابط ستأخذك إلى حيث تريد:',
  links: [
    { href: '/ar', label: 'الصفحة الرئيسية', text: 'ابدأ من جديد.' },
    { href: '/ar/portfolio', label: 'تصفّح أعمالنا', text: 'منازل ومتاجر ومطاعم ومكاتب.' },
    { href: '/ar/contact', label: 'تواصل مع الاستوديو', text: 'اسألنا مباشرة، ويسعدنا أن نساعدك.' },
  ],
};
