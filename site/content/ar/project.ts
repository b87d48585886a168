import type { projectPage as en } from '../project.ts';
import type { Translation } from '../translation.ts';

export const projectPage: Translation<typeof en> = {
  metaTitle: (title: string) => `${title} · أعمالنا · نايل أتيليه`,
  previewTitle: 'مشروع · أعمالنا · نايل أتيليه',
  previewDescription: 'مشروع من تنفيذ نايل أتيليه، استوديو المقاولات والتشطيبات الداخلية في القاهرة.',
  back: 'العودة إلى أعمالنا',
  loading: 'جارٍ تحميل المشروع',
  notFound: {
    title: 'المشروع غير موجود',
    text: 'عذرًا، لم نعثر على المشروع الذي تبحث عنه.',
    button: 'العودة إلى أعمالنا',
  },
  gallery: {
    label: 'معرض صور المشروع',
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
    thumbnails: 'اختر صورة',
    thumbnail: (index: number, total: number) => `اعرض الصورة ${index} من ${total}`,
    position: (index: number, total: number) => `الصورة ${index} من ${total}`,
  },
  overview: 'عن المشروع',
  details: {
    tab: 'تفاصيل المشروع',
    category: 'الفئة',
    completionDate: 'تاريخ الإنجاز',
    location: 'الموقع',
    size: 'المساحة',
  },
  related: {
    eyebrow: 'واصل الاستكشاف',
    title: 'مشروعات ذات صلة',
    link: 'اكتشفه في معرض الأعمال',
    placeholder: 'المزيد من أعمالنا',
    placeholderCategory: 'أعمالنا',
  },
  testimonials: {
    eyebrow: 'آراء العملاء',
    title: 'ما قاله العميل عن المشروع',
  },
  cta: {
    title: 'تخطط لمشروع مشابه؟',
    text: 'يسعدنا أن نشرح لك كيف نُفّذ هذا المشروع، وكيف يمكن أن يبدو مشروعك.',
    button: 'ابدأ مشروعًا مثل هذا',
    whatsapp: 'اسأل عن هذا المشروع عبر واتساب',
  },
};
