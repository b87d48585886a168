import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testimonial, testimonialRequest } from '../../db/schema.ts';
import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml, headerText } from '../mail/escape.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { reviewUrl } from './testimonial-store.ts';

const FIELDS = ['name', 'role', 'company'] as const;

/**
 * The office's notice of a testimonial sent through a link, in the recipients' language: who, the quote, a link
 * to the Testimonials screen. Null when the testimonial was deleted meanwhile.
 */
export const testimonialNoticeEmail = async (
  db: Database,
  testimonialId: number,
  { siteUrl, to, lang = 'en' }: { siteUrl: string; to: string[]; lang?: PageLang },
): Promise<OutgoingMail | null> => {
  const [row] = await db.select().from(testimonial).where(eq(testimonial.id, testimonialId));
  if (!row) return null;
  const t = apiMessages[lang].emails.testimonialNotice;
  const dir = directionOf(lang);
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = start === 'left' ? 'right' : 'left';
  const link = new URL('/admin/testimonials', siteUrl).href;
  const quote = row.quoteEn || row.quoteAr;
  const shown = FIELDS.filter((key) => row[key]);
  const text = [t.arrived, '', ...shown.map((key) => `${t.labels[key]}: ${headerText(row[key] ?? '')}`), '', quote, '', `${t.open}: ${link}`].join('\n');
  const rows = shown
    .map(
      (key) =>
        `<tr><th align="${start}" style="padding:4px 0;padding-${end}:12px">${t.labels[key]}</th><td dir="auto" style="padding:4px 0">${escapeHtml(headerText(row[key] ?? ''))}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif;color:#1c1917">
<p>${t.arrived}</p>
<table role="presentation">${rows}</table>
<p dir="auto" style="white-space:pre-wrap;border-${start}:3px solid #d6d3d1;padding-${start}:12px">${escapeHtml(quote)}</p>
<p><a href="${escapeHtml(link)}">${t.open}</a></p>
</body></html>`;
  return { to, subject: t.subject(headerText(row.name)), text, html };
};

/** A review link sent to the client in the link's language: a plain email, the link and nothing that tracks. Null when the link was used or deleted. */
export const testimonialRequestEmail = async (db: Database, requestId: number, siteUrl: string): Promise<OutgoingMail | null> => {
  const [row] = await db.select().from(testimonialRequest).where(eq(testimonialRequest.id, requestId));
  if (!row?.email || row.usedAt !== null) return null;
  const lang = row.lang;
  const t = apiMessages[lang].emails.testimonialRequest;
  const studio = apiMessages[lang].studioName;
  const dir = directionOf(lang);
  const url = reviewUrl(siteUrl, row);
  const text = [t.greeting(headerText(row.name)), '', t.body, '', `${t.action}: ${url}`, '', t.thanks, studio].join('\n');
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif;color:#1c1917;line-height:1.6">
<p>${escapeHtml(t.greeting(headerText(row.name)))}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#1c1a17;color:#ffffff;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p dir="ltr" style="font-size:13px;color:#57534e;word-break:break-all">${escapeHtml(url)}</p>
<p>${escapeHtml(t.thanks)}<br>${escapeHtml(studio)}</p>
</body></html>`;
  return { to: [row.email], subject: t.subject, text, html };
};
