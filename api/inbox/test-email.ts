import { company } from '../../shared/company.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const TEXTS: Record<PageLang, { dir: 'ltr' | 'rtl'; subject: string; text: (siteUrl: string) => string }> = {
  en: {
    dir: 'ltr',
    subject: `Test email from the ${company.name} admin`,
    text: (siteUrl) => `This is a test email from the ${company.name} admin (${siteUrl}). Notices of new contact messages will arrive like this one.`,
  },
  ar: {
    dir: 'rtl',
    subject: `رسالة تجريبية من لوحة إدارة ${company.arabicName}`,
    text: (siteUrl) => `هذه رسالة تجريبية من لوحة إدارة ${company.arabicName} (${siteUrl}). ستصلك تنبيهات رسائل التواصل الجديدة بالشكل نفسه.`,
  },
};

/** "Send test email" on the settings screen, in the recipients' language. */
export const testEmail = (to: string[], siteUrl: string, lang: PageLang = 'en'): OutgoingMail => {
  const t = TEXTS[lang];
  const text = t.text(siteUrl);
  return {
    to,
    subject: t.subject,
    text,
    html: `<!doctype html><html lang="${lang}" dir="${t.dir}"><body><p>${escapeHtml(text)}</p></body></html>`,
  };
};
