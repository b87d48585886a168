import type { privacy as en } from '../privacy.ts';
import type { Translation } from '../translation.ts';

export const privacy: Translation<typeof en> = {
  href: '/ar/privacy',
  link: 'سياسة الخصوصية',
  consent: 'بإرسال النموذج، توافق على',
  consentLink: 'سياسة الخصوصية',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
};
