/**
 * The Markdown an issue is written in, made into email HTML: paragraphs, line breaks, headings (#, ##), bold,
 * italics, links (http, https and mailto only), lists and quotes. Everything else is text: what the office
 * types never becomes markup of its own. The server sends exactly what the admin's preview shows (both use this).
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Inline styles by element: mail programs drop stylesheets. */
export interface MarkdownStyles {
  p: string;
  h2: string;
  h3: string;
  a: string;
  ul: string;
  li: string;
  blockquote: string;
}

const SAFE_LINK = /^(?:https?:\/\/|mailto:)[^\s]+$/i;

const inline = (text: string, styles: MarkdownStyles) =>
  escapeHtml(text)
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
      const href = url.replaceAll('&amp;', '&');
      return SAFE_LINK.test(href) ? `<a href="${escapeHtml(href)}" style="${styles.a}">${label}</a>` : whole;
    })
    .replace(/\*\*(?=\S)([^*]+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*\n]+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_(?=\S)([^_\n]+?)_(?!\w)/g, '$1<em>$2</em>');

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** The HTML of an issue's text, each element styled for email; `dir="auto"` is left to the document. */
export const markdownToHtml = (source: string, styles: MarkdownStyles): string =>
  source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      const heading = /^(#{1,3})\s+(.*)$/.exec(block);
      if (heading && lines.length === 1)
        return (heading[1] ?? '').length === 1
          ? `<h2 style="${styles.h2}">${inline(heading[2] ?? '', styles)}</h2>`
          : `<h3 style="${styles.h3}">${inline(heading[2] ?? '', styles)}</h3>`;
      if (lines.every((line) => LIST_ITEM.test(line))) {
        const tag = /^\s*\d/.test(lines[0] ?? '') ? 'ol' : 'ul';
        return `<${tag} style="${styles.ul}">${lines.map((line) => `<li style="${styles.li}">${inline(line.replace(LIST_ITEM, ''), styles)}</li>`).join('')}</${tag}>`;
      }
      if (lines.every((line) => line.startsWith('>')))
        return `<blockquote style="${styles.blockquote}">${lines.map((line) => inline(line.replace(/^>\s?/, ''), styles)).join('<br>')}</blockquote>`;
      return `<p style="${styles.p}">${lines.map((line) => inline(line, styles)).join('<br>')}</p>`;
    })
    .join('\n');

/** The same text for the plain part: links written out, emphasis marks dropped. */
export const markdownToText = (source: string): string =>
  source
    .replace(/\r\n?/g, '\n')
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*(?=\S)([^*]+?)\*\*/g, '$1')
    .replace(/(^|[^*\w])\*(?=\S)([^*\n]+?)\*(?!\w)/g, '$1$2')
    .replace(/^#{1,3}\s+/gm, '')
    .trim();
