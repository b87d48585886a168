import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { PageLang } from '../../shared/inbox.ts';
import { apiMessages } from '../../shared/messages/api-messages.ts';
import { directionOf } from '../mail/direction.ts';
import { escapeHtml } from '../mail/escape.ts';

/** The site's look in a few rules (site/styles/tokens.css): paper, ink, the brass accent, the wordmark, and a form's fields. */
const STYLE = `*{box-sizing:border-box}html{color-scheme:light}body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#fbfaf7;color:#1c1a17;font:16px/1.65 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
[lang=ar] body{font-family:Tahoma,'Segoe UI','Noto Sans Arabic',Arial,sans-serif;line-height:1.8}
header{padding:20px 24px;border-bottom:1px solid #e6dfd3}header a{font:500 26px/1.2 Georgia,'Times New Roman',serif;letter-spacing:.02em;color:#1c1a17;text-decoration:none}
main{flex:1;width:100%;max-width:38rem;margin:0 auto;padding:48px 24px 64px}
.eyebrow{margin:0 0 12px;font-size:13px;letter-spacing:.14em;text-transform:uppercase;color:#6e552f}[lang=ar] .eyebrow{letter-spacing:0;text-transform:none;font-size:14px}
h1{margin:0 0 16px;font:500 clamp(1.9rem,6vw,2.6rem)/1.15 Georgia,'Times New Roman',serif}[lang=ar] h1{font-family:inherit;font-weight:600;line-height:1.4}
p{margin:0 0 24px;color:#433a2e}
form{display:grid;gap:22px}label{display:block;font-weight:600;font-size:15px;margin-bottom:6px}.hint{display:block;font-weight:400;font-size:14px;color:#5e5140;margin:-2px 0 8px}
input[type=text],textarea{width:100%;padding:12px 14px;border:1px solid #b9ad99;border-radius:2px;background:#fff;color:#1c1a17;font:inherit}textarea{min-height:10rem;resize:vertical}
input[type=file]{width:100%;font:inherit;font-size:15px}[dir=rtl] input[dir=auto]:placeholder-shown{direction:rtl}
.consent{display:flex;gap:12px;align-items:flex-start;font-weight:400;margin:0}.consent input{width:22px;height:22px;margin:3px 0 0;flex:none;accent-color:#1c1a17}
.error{display:block;margin-top:6px;color:#9b1c1c;font-size:14px;font-weight:600}.alert{padding:14px 16px;border:1px solid #e7b4b4;background:#fdf2f2;color:#7f1d1d;margin:0 0 24px}
[aria-invalid=true]{border-color:#9b1c1c!important}
button,.link{display:inline-flex;justify-content:center;align-items:center;min-height:48px;padding:0 24px;border:1px solid #1c1a17;border-radius:2px;background:#1c1a17;color:#fff;font:600 15px/1 inherit;font-family:inherit;cursor:pointer;text-decoration:none}
.link{background:transparent;color:#1c1a17}button:hover{background:#433a2e}.link:hover{background:#f3efe8}
:focus-visible{outline:2px solid #b08d57;outline-offset:2px}
footer{padding:20px 24px;border-top:1px solid #e6dfd3;font-size:14px;color:#5e5140}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Nothing runs, nothing loads from elsewhere; a form posts back here. */
const LINK_PAGE_POLICY = `default-src 'none'; style-src ${STYLE_HASH}; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

interface LinkPage {
  lang: PageLang;
  eyebrow: string;
  title: string;
  body: string;
  /** HTML after the sentence: a form, or a link to go on. */
  content: string;
}

/**
 * A small page the server answers for a link in one person's email or chat (a newsletter confirmation, a review
 * link): the wordmark, a heading, a sentence and a form or an action, in that person's language. No script runs,
 * nothing is kept by a cache, and the token in the address goes to no other site and no search engine.
 */
export const answerLinkPage = (c: Context, page: LinkPage, status: 200 | 400 | 404 | 410 | 413 = 200) => {
  c.header('Content-Security-Policy', LINK_PAGE_POLICY);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(linkPageHtml(page), status);
};

const linkPageHtml = ({ lang, eyebrow, title, body, content }: LinkPage) => {
  const home = lang === 'ar' ? '/ar' : '/';
  const studio = apiMessages[lang].studioName;
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${studio}`)}</title>
<link rel="icon" href="/favicon.ico" sizes="32x32">
<style>${STYLE}</style>
</head>
<body>
<header><a href="${home}" lang="en" dir="ltr">Nile Atelier</a></header>
<main>
<p class="eyebrow">${escapeHtml(eyebrow)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${content}
</main>
<footer>${escapeHtml(studio)}</footer>
</body>
</html>`;
};
