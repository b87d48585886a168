import { apiMessages } from '../messages/api-messages.ts';
import type { ContentLocale } from './locales.ts';
import type { SiteContentSection } from './sections.ts';

/** A section by the name of its admin screen (shared/messages); a value that is no section stays as stored. */
export const sectionTitle = (section: unknown, lang: ContentLocale = 'en'): string => {
  const titles: Readonly<Record<SiteContentSection, string>> = apiMessages[lang].siteContent.sections;
  return typeof section === 'string' && Object.hasOwn(titles, section) ? titles[section as SiteContentSection] : String(section);
};
