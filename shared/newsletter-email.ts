import type { PageLang } from './inbox.ts';
import { escapeHtml, markdownToHtml, markdownToText } from './newsletter-markdown.ts';

/**
 * An issue of the newsletter as one subscriber receives it, in their language: the text, the project cards and a
 * foot with the studio's name and postal address and the unsubscribe link. Pure, so the admin's preview is made
 * by the same code as what is sent. Nothing in it names the reader but the unsubscribe link's token: no
 * tracking pixel, no tagged links.
 */

/** The site's palette (site/styles/tokens.css), written into each element. */
export const EMAIL_COLORS = { ink: '#1c1a17', paper: '#fbfaf7', muted: '#5e5140', line: '#e6dfd3', brass: '#6e552f', card: '#ffffff' } as const;

const FONTS: Record<PageLang, string> = {
  en: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
  ar: "Tahoma,'Segoe UI','Noto Sans Arabic',Arial,sans-serif",
};

const directionOf = (lang: PageLang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** A project as its card shows it, with absolute addresses. */
export interface EmailProjectCard {
  title: string;
  /** The category or place, one line under the title. */
  caption: string;
  imageUrl: string;
  imageAlt: string;
  url: string;
}

/** The words an issue's frame needs, in its language (shared/messages: emails.newsletter). */
export interface NewsletterEmailWords {
  studioName: string;
  viewProject: string;
  why: string;
  unsubscribe: string;
}

/**
 * The frame of every newsletter email: the wordmark, the content, and at the foot the studio's name and postal
 * address with whatever the email adds there. Tables for the layout, as mail programs still need.
 */
export const emailDocument = ({
  lang,
  title,
  content,
  foot,
  address,
  studioName,
}: {
  lang: PageLang;
  title: string;
  content: string;
  foot: string;
  address: string;
  studioName: string;
}) => {
  const dir = directionOf(lang);
  const start = dir === 'rtl' ? 'right' : 'left';
  const { ink, paper, muted, line } = EMAIL_COLORS;
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${paper};color:${ink};font-family:${FONTS[lang]}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;text-align:${start}">
<tr><td dir="ltr" style="padding:8px 4px 20px;border-bottom:1px solid ${line};font-family:Georgia,'Times New Roman',serif;font-size:26px;letter-spacing:0.02em;color:${ink};text-align:${start}">Nile Atelier</td></tr>
<tr><td style="padding:24px 4px;font-size:16px;line-height:1.7">${content}</td></tr>
<tr><td style="padding:20px 4px;border-top:1px solid ${line};font-size:13px;line-height:1.6;color:${muted}">
<p style="margin:0 0 6px">${escapeHtml(studioName)} · ${escapeHtml(address)}</p>${foot}
</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
};

const markdownStyles = (lang: PageLang) => {
  const heading = lang === 'ar' ? `font-family:${FONTS.ar};font-weight:700` : "font-family:Georgia,'Times New Roman',serif;font-weight:500";
  return {
    p: 'margin:0 0 16px',
    h2: `margin:8px 0 12px;font-size:26px;line-height:1.25;${heading}`,
    h3: `margin:8px 0 10px;font-size:20px;line-height:1.3;${heading}`,
    a: `color:${EMAIL_COLORS.brass};text-decoration:underline`,
    ul: lang === 'ar' ? 'margin:0 0 16px;padding:0 22px 0 0' : 'margin:0 0 16px;padding:0 0 0 22px',
    li: 'margin:0 0 6px',
    blockquote: `margin:0 0 16px;padding:4px 14px;border-${lang === 'ar' ? 'right' : 'left'}:3px solid ${EMAIL_COLORS.line};color:${EMAIL_COLORS.muted}`,
  };
};

/** Project cards one under the other: wide enough on a phone, and no columns for a mail program to break. */
const cardsHtml = (cards: readonly EmailProjectCard[], words: NewsletterEmailWords) =>
  cards
    .map(
      (
        card,
      ) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;background:${EMAIL_COLORS.card};border:1px solid ${EMAIL_COLORS.line}">
<tr><td><a href="${escapeHtml(card.url)}"><img src="${escapeHtml(card.imageUrl)}" alt="${escapeHtml(card.imageAlt)}" width="598" style="display:block;width:100%;max-width:598px;height:auto;border:0"></a></td></tr>
<tr><td style="padding:16px 18px">
<p style="margin:0 0 4px;font-size:19px;font-weight:600;line-height:1.35">${escapeHtml(card.title)}</p>
${card.caption ? `<p style="margin:0 0 12px;font-size:14px;color:${EMAIL_COLORS.muted}">${escapeHtml(card.caption)}</p>` : ''}
<a href="${escapeHtml(card.url)}" style="color:${EMAIL_COLORS.brass};font-weight:600;text-decoration:underline">${escapeHtml(words.viewProject)}</a>
</td></tr></table>`,
    )
    .join('\n');

export interface IssueEmailParts {
  lang: PageLang;
  subject: string;
  body: string;
  cards: readonly EmailProjectCard[];
  address: string;
  /** The reader's own unsubscribe link (in a test email, one that unsubscribes nobody). */
  unsubscribeUrl: string;
  words: NewsletterEmailWords;
}

/** The HTML and plain-text parts of one issue for one reader. */
export const issueEmail = ({ lang, subject, body, cards, address, unsubscribeUrl, words }: IssueEmailParts) => {
  const content = `${markdownToHtml(body, markdownStyles(lang))}\n${cardsHtml(cards, words)}`;
  const foot = `<p style="margin:0">${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:${EMAIL_COLORS.muted};text-decoration:underline">${escapeHtml(words.unsubscribe)}</a></p>`;
  const html = emailDocument({ lang, title: subject, content, foot, address, studioName: words.studioName });
  const text = [
    markdownToText(body),
    ...cards.map((card) => `${card.title}${card.caption ? ` — ${card.caption}` : ''}\n${card.url}`),
    '—',
    `${words.studioName} · ${address}`,
    words.why,
    `${words.unsubscribe}: ${unsubscribeUrl}`,
  ].join('\n\n');
  return { html, text };
};
