import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml } from '../mail/escape.ts';

/** The site's palette (site/styles/tokens.css), written into each element: mail programs drop most stylesheets. */
export const EMAIL_COLORS = { ink: '#1c1a17', paper: '#fbfaf7', muted: '#5e5140', line: '#e6dfd3', brass: '#8c6d3f', card: '#ffffff' } as const;

const fontsOf = (lang: PageLang) => (lang === 'ar' ? "Tahoma,'Segoe UI','Noto Sans Arabic',Arial,sans-serif" : "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif");

/**
 * The frame of every newsletter email: the studio's name at the top, the content, and at the foot the studio's
 * name and postal address with whatever the email adds there (the unsubscribe link). Tables for the layout, as
 * mail programs still need; `lang` and `dir` on the document and on the content.
 */
export const emailDocument = ({ lang, title, content, foot, address }: { lang: PageLang; title: string; content: string; foot: string; address: string }) => {
  const dir = directionOf(lang);
  const start = dir === 'rtl' ? 'right' : 'left';
  const { ink, paper, muted, line } = EMAIL_COLORS;
  const studio = apiMessages[lang].studioName;
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${paper};color:${ink};font-family:${fontsOf(lang)}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${paper}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;text-align:${start}">
<tr><td style="padding:8px 4px 20px;border-bottom:1px solid ${line};font-family:Georgia,'Times New Roman',serif;font-size:26px;letter-spacing:0.02em;color:${ink}">Nile Atelier</td></tr>
<tr><td style="padding:24px 4px;font-size:16px;line-height:1.65">${content}</td></tr>
<tr><td style="padding:20px 4px;border-top:1px solid ${line};font-size:13px;line-height:1.6;color:${muted}">
<p style="margin:0 0 6px">${escapeHtml(studio)} · ${escapeHtml(address)}</p>${foot}
</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
};

/** The same email as plain text: the content, then the foot. */
export const emailText = ({ lang, content, foot, address }: { lang: PageLang; content: string; foot: string[]; address: string }) =>
  [content.trim(), '', '—', `${apiMessages[lang].studioName} · ${address}`, ...foot].join('\n');
