import type { contactCta as en } from '../contact-cta.ts';
import type { Translation } from '../translation.ts';

export const contactCta: Translation<typeof en> = {
  hoursLabel: 'مواعيد المكتب',
};
