import { arabicCount, type ArabicNoun } from '../../../shared/i18n/arabic-count.ts';
import { ar } from '../../../shared/messages/ar.ts';
import type { common as en } from '../common.ts';
import type { Translation } from '../translation.ts';

// Counted after a preposition or a verbal noun: the dual in its genitive form.
const fileNoun: ArabicNoun = { zero: '0 ملف', one: 'ملف واحد', two: 'ملفين', few: 'ملفات', many: 'ملفًا', other: 'ملف' };

export const common: Translation<typeof en> = {
  skipLink: 'انتقل إلى المحتوى الرئيسي',
  brandName: 'نايل أتيليه',
  quoted: (text: string) => `«${text}»`,
  // Keeps the logo's Latin name too, so speech users can say what they see.
  homeLabel: 'Nile Atelier (نايل أتيليه)، الصفحة الرئيسية',
  nav: {
    label: 'القائمة الرئيسية',
    links: [
      { href: '/ar', label: 'الرئيسية' },
      { href: '/ar/about', label: 'من نحن' },
      { href: '/ar/services', label: 'خدماتنا' },
      { href: '/ar/contact', label: 'تواصل معنا' },
    ],
    admin: { href: '/admin/login', label: 'دخول الإدارة' },
    quote: { href: '/ar/contact', label: 'اطلب عرض سعر' },
    openMenu: 'افتح القائمة',
    closeMenu: 'أغلق القائمة',
    menuTitle: 'القائمة',
  },
  footer: {
    quickLinksTitle: 'روابط سريعة',
    quickLinks: [
      { href: '/ar', label: 'الرئيسية' },
      { href: '/ar/about', label: 'من نحن' },
      { href: '/ar/services', label: 'خدماتنا' },
      { href: '/ar/portfolio', label: 'أعمالنا' },
      { href: '/ar/contact', label: 'تواصل معنا' },
    ],
    servicesTitle: 'خدماتنا',
    contactTitle: 'تواصل معنا',
    socialLabel: 'نايل أتيليه على مواقع التواصل الاجتماعي',
    socialLinkLabel: (network: string) => `نايل أتيليه على ${network}`,
    copyright: (year: number, name: string) => `© ${year} ${name}. جميع الحقوق محفوظة.`,
  },
  newsletter: {
    title: 'النشرة البريدية',
    label: 'الاشتراك في النشرة البريدية',
    placeholder: 'بريدك الإلكتروني',
    submit: 'اشترك',
    submitting: 'جارٍ الاشتراك...',
    emptyTitle: 'خطأ',
    emptyDescription: ar.subscribe.emailRequired,
    successTitle: 'تم بنجاح!',
    successDescription: 'تم اشتراكك في نشرتنا البريدية.',
    failureTitle: 'تعذّر الاشتراك',
    failureFallback: 'تعذّر الاشتراك في النشرة البريدية',
  },
  contactForm: {
    title: 'أرسل لنا رسالة',
    intro: 'حدّثنا عن المساحة والجدول الزمني وما تتصوره. سيرد عليك أحد مديري المشروعات خلال يوم عمل واحد.',
    fields: {
      name: { label: 'الاسم', placeholder: 'اسمك بالكامل', autoComplete: 'name' },
      email: { label: 'البريد الإلكتروني', placeholder: 'you@example.com', autoComplete: 'email' },
      phone: { label: 'رقم الهاتف', placeholder: '+20 1xx xxx xxxx', autoComplete: 'tel' },
      subject: { label: 'الموضوع', placeholder: 'مثال: تشطيب مقهى بمساحة 120 م²', autoComplete: 'off' },
      message: { label: 'الرسالة', placeholder: 'الموقع والمساحة والميزانية التقريبية وموعد الافتتاح المأمول…', autoComplete: 'off' },
    },
    submit: 'أرسل الرسالة',
    submitting: 'جارٍ الإرسال...',
    successTitle: 'تم إرسال رسالتك',
    successDescription: 'شكرًا لتواصلك معنا، وسنرد عليك قريبًا.',
    failureTitle: 'خطأ',
    failureFallback: 'تعذّر إرسال الرسالة، من فضلك حاول مرة أخرى لاحقًا.',
    required: 'مطلوب',
    about: 'بخصوص:',
    project: {
      title: 'عن مشروعك',
      hint: 'اختياري. بعض التفاصيل تساعدنا على إعداد تقدير مبدئي قبل أن نتصل بك.',
      choose: 'اختر…',
      projectType: 'نوع المشروع',
      location: 'الموقع',
      locationPlaceholder: 'مثال: الشيخ زايد',
      area: 'المساحة (م²)',
      areaPlaceholder: 'مثال: 240',
      budget: 'الميزانية',
      timeline: 'موعد البدء',
      preferredContact: 'وسيلة التواصل المفضّلة',
    },
    attachments: {
      label: 'مخططات أو صور',
      hint: (files: number, megabytes: number) => `حتى ${arabicCount(files, fileNoun)}: JPEG أو PNG أو WebP أو PDF، بحجم إجمالي ${megabytes} ميجابايت.`,
      choose: 'أرفق ملفات',
      listLabel: 'الملفات المرفقة',
      remove: (name: string) => `احذف ${name}`,
      progress: (name: string) => `جارٍ رفع ${name}`,
      uploaded: 'أُرفق',
      tooMany: (files: number) => `يمكنك إرفاق ${arabicCount(files, fileNoun)} على الأكثر.`,
      tooLarge: (megabytes: number) => `يجب ألا يزيد حجم المرفقات معًا على ${megabytes} ميجابايت.`,
      wrongType: (name: string) => `الملف ${name} ليس صورة JPEG أو PNG أو WebP ولا ملف PDF.`,
      failed: (name: string) => `تعذّر إرفاق ${name}.`,
      stillUploading: 'من فضلك انتظر حتى يكتمل إرفاق الملفات.',
    },
  },
  whatsapp: {
    chat: 'تواصل عبر واتساب',
  },
  contactInfo: {
    title: 'بيانات التواصل',
    phone: 'الهاتف',
    whatsapp: 'واتساب',
    email: 'البريد الإلكتروني',
    address: 'الاستوديو',
    hours: 'مواعيد العمل',
  },
  cta: {
    contactUs: 'تواصل معنا',
    viewProject: 'شاهد المشروع',
    viewPortfolio: 'تصفّح أعمالنا',
  },
};
