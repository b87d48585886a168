import type { PageLang } from '../../../shared/inbox.ts';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import { type EmailProjectCard, issueEmail } from '../../../shared/newsletter-email.ts';
import type { Project } from '../lib/api-types.ts';
import type { ProjectTranslationRow } from '../projects/use-project-translations.ts';

const given = (value: string | null | undefined) => (value?.trim() ? value : null);

/** A project's card as the server makes it for a reader of `lang`: the Arabic texts where written, the English elsewhere. */
export const cardOf = (project: Project, translation: ProjectTranslationRow | undefined, lang: PageLang, origin: string): EmailProjectCard => {
  const arabic = lang === 'ar' ? translation : undefined;
  return {
    title: given(arabic?.title) ?? project.title,
    caption: given(arabic?.location) ?? project.location ?? '',
    imageUrl: new URL(project.imageUrl, origin).href,
    imageAlt: given(arabic?.imageAlt) ?? project.imageAlt,
    url: new URL(`${lang === 'ar' ? '/ar' : ''}/portfolio/${project.slug}`, origin).href,
  };
};

/** The issue in one language exactly as a subscriber receives it (shared/newsletter-email.ts), its unsubscribe link inert. */
export const previewEmailHtml = ({
  lang,
  subject,
  body,
  cards,
  address,
  origin,
}: {
  lang: PageLang;
  subject: string;
  body: string;
  cards: readonly EmailProjectCard[];
  address: string;
  origin: string;
}) => {
  const m = apiMessages[lang];
  return issueEmail({
    lang,
    subject,
    body,
    cards,
    address,
    unsubscribeUrl: new URL('/newsletter/unsubscribe', origin).href,
    words: { studioName: m.studioName, ...m.emails.newsletter },
  }).html;
};

const STYLE_ATTRIBUTE = / style="([^"]*)"/g;

/**
 * The email made fit for the admin's frame. The admin's policy refuses style attributes (style-src 'self') and
 * a srcdoc frame inherits it, while a <style> element is allowed: each element's inline style becomes a class
 * of its own. What the office typed is escaped by the renderer, so no `style="` of theirs can be met here.
 * Links open in a new tab.
 */
export const framedEmail = (html: string) => {
  const rules: string[] = [];
  const body = html.replace(STYLE_ATTRIBUTE, (_whole, css: string) => {
    rules.push(`.s${rules.length}{${css.replaceAll('&quot;', '"').replaceAll('&#39;', "'")}}`);
    return ` class="s${rules.length - 1}"`;
  });
  return body.replace('</head>', `<base target="_blank"><style>${rules.join('\n')}</style></head>`);
};
