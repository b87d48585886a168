import type { contactCta as en } from '../contact-cta.ts';
import type { Translation } from '../translation.ts';

export const contactCta: Translation<typeof en> = {
  eyebrow: 'ابدأ مشروعك',
  title: 'لنتحدث عن مساحتك',
  text: 'شاركنا بعض التفاصيل، وسيتصل بك أحد مديري المشروعات خلال يوم عمل واحد لتحديد موعد معاينة مجانية للموقع.',
  button: 'احجز استشارة',
  hoursLabel: 'مواعيد المكتب',
};
