import type { ContentLocale } from './locales.ts';
import type { SiteContentSection } from './sections.ts';

/** The name of each section's admin screen, as the office reads it everywhere (screens, history, activity). */
export const SITE_CONTENT_TITLES: Readonly<Record<ContentLocale, Readonly<Record<SiteContentSection, string>>>> = {
  en: {
    company: 'Company',
    home: 'Home',
    about: 'About',
    services: 'Services',
    process: 'Process',
    contact: 'Contact & FAQ',
    seo: 'SEO',
    privacy: 'Privacy',
  },
  ar: {
    company: 'الشركة',
    home: 'الرئيسية',
    about: 'من نحن',
    services: 'خدماتنا',
    process: 'مراحل العمل',
    contact: 'التواصل والأسئلة الشائعة',
    seo: 'الظهور في محركات البحث',
    privacy: 'الخصوصية',
  },
};

export const sectionTitle = (section: unknown, lang: ContentLocale = 'en') =>
  typeof section === 'string' && Object.hasOwn(SITE_CONTENT_TITLES.en, section) ? SITE_CONTENT_TITLES[lang][section as SiteContentSection] : String(section);
