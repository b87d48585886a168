import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/** "Send test email" on the settings screen, in the recipients' language. */
export const testEmail = (to: string[], siteUrl: string, lang: PageLang = 'en'): OutgoingMail => {
  const t = apiMessages[lang].emails.test;
  const text = t.text(siteUrl);
  return {
    to,
    subject: t.subject,
    text,
    html: `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><body><p>${escapeHtml(text)}</p></body></html>`,
  };
};
