import { ar } from '../../../shared/messages/ar.ts';
import type { common as en } from '../common.ts';
import type { Translation } from '../translation.ts';

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
