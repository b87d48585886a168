import type { SiteContentSection } from './sections.ts';

/** The name of each section's admin screen, as the office reads it everywhere (screens, history, activity). */
const SITE_CONTENT_TITLES: Record<SiteContentSection, string> = {
  company: 'Company',
  home: 'Home',
  about: 'About',
  services: 'Services',
  process: 'Process',
  contact: 'Contact & FAQ',
  seo: 'SEO',
  privacy: 'Privacy',
};

export const sectionTitle = (section: unknown) =>
  typeof section === 'string' && Object.hasOwn(SITE_CONTENT_TITLES, section) ? SITE_CONTENT_TITLES[section as SiteContentSection] : String(section);
