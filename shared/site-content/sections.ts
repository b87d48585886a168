import type { z } from 'zod';
import { aboutSchema } from './about.ts';
import { companySchema } from './company.ts';
import { contactSchema } from './contact.ts';
import { homeSchema } from './home.ts';
import { privacySchema } from './privacy.ts';
import { processSchema } from './process.ts';
import { seoSchema } from './seo.ts';
import { servicesSchema } from './services.ts';

/** One zod schema per section of the site content, shared by the admin's forms and the API. */
export const siteContentSchemas = {
  company: companySchema,
  home: homeSchema,
  about: aboutSchema,
  services: servicesSchema,
  process: processSchema,
  contact: contactSchema,
  seo: seoSchema,
  privacy: privacySchema,
} as const;

export type SiteContentSection = keyof typeof siteContentSchemas;
export const SITE_CONTENT_SECTIONS = Object.keys(siteContentSchemas) as SiteContentSection[];

export type SiteContent = { [S in SiteContentSection]: z.infer<(typeof siteContentSchemas)[S]> };
