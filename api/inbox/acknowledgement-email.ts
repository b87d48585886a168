import type { ContactMessage } from '../../db/schema.ts';
import { company } from '../../shared/company.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { escapeHtml, headerText } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/** The studio's name in an Arabic sentence; the Latin one stays the sender's name. */
const ARABIC_NAME = 'نايل أتيليه';

/** `studio`: the studio's name as each language writes it in a sentence. */
const TEXTS: Record<PageLang, { dir: 'ltr' | 'rtl'; studio: string; subject: string; greeting: (name: string) => string; body: string; quote: string; signature: string }> = {
  en: {
    dir: 'ltr',
    studio: company.name,
    subject: 'We received your message',
    greeting: (name) => `Dear ${name},`,
    body: 'We received your message and will get back to you soon, usually within one working day.',
    quote: 'Your message:',
    signature: `The ${company.name} team`,
  },
  ar: {
    dir: 'rtl',
    studio: ARABIC_NAME,
    subject: 'تلقّينا رسالتك',
    greeting: (name) => `مرحبًا ${name}،`,
    body: 'تلقّينا رسالتك وسنعود إليك قريبًا، عادةً خلال يوم عمل واحد.',
    quote: 'رسالتك:',
    signature: `فريق ${ARABIC_NAME}`,
  },
};

/** The optional "We received your message…" to the visitor, in the language of the page it came from. */
export const acknowledgementEmail = (message: ContactMessage): OutgoingMail => {
  const t = TEXTS[message.lang];
  const name = headerText(message.name);
  const text = [t.greeting(name), '', t.body, '', t.quote, message.message, '', t.signature].join('\n');
  const html = `<!doctype html><html lang="${message.lang}" dir="${t.dir}"><body style="font-family:sans-serif;color:#1c1917">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.body)}</p>
<p>${escapeHtml(t.quote)}</p>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { to: [message.email], subject: `${t.subject} — ${t.studio}`, text, html };
};
