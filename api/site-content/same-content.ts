import { type SiteContentSection, siteContentSchemas } from '../../shared/site-content/sections.ts';

/** The section as its schema reads it (trimmed, keys in the schema's order), or null when it no longer passes. */
export const normalizeSection = (section: SiteContentSection, value: unknown): unknown => {
  const parsed = siteContentSchemas[section].safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Whether two stored values of a section say the same thing, whatever their key order or spacing. */
export const sameContent = (section: SiteContentSection, a: unknown, b: unknown) =>
  JSON.stringify(normalizeSection(section, a) ?? a) === JSON.stringify(normalizeSection(section, b) ?? b);
