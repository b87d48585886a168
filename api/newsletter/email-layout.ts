import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { emailDocument as sharedDocument } from '../../shared/newsletter-email.ts';

export { EMAIL_COLORS } from '../../shared/newsletter-email.ts';

/** The newsletter's frame (shared/newsletter-email.ts) with the studio's name in the email's language. */
export const emailDocument = (parts: { lang: PageLang; title: string; content: string; foot: string; address: string }) =>
  sharedDocument({ ...parts, studioName: apiMessages[parts.lang].studioName });

/** The same email as plain text: the content, then the foot. */
export const emailText = ({ lang, content, foot, address }: { lang: PageLang; content: string; foot: string[]; address: string }) =>
  [content.trim(), '', '—', `${apiMessages[lang].studioName} · ${address}`, ...foot].join('\n');
