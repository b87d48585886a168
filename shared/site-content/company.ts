import { z } from 'zod';
import { emailField } from '../schemas/fields.ts';
import { en } from '../messages/en.ts';
import { LENGTH, list, localized, optionalLink, phoneField } from './fields.ts';

/** The studio's facts and the footer's texts: the "Company" screen. */
export const companySchema = z.object({
  phone: phoneField('Phone'),
  email: emailField(en.siteContent.emailInvalid),
  /** Empty: no WhatsApp link is shown. */
  whatsapp: phoneField('WhatsApp', { optional: true }),
  address: localized('Address', { max: 300 }),
  mapLink: optionalLink('Map link'),
  /** The two readings of the hours the spec uses (decision 107). */
  hours: z.object({
    short: localized('Office hours'),
    long: localized('Office hours, written out'),
    siteVisits: list('Site visit hours', localized('Site visit hours'), { min: 1, max: 4 }),
  }),
  socials: z.object({
    instagram: optionalLink('Instagram'),
    facebook: optionalLink('Facebook'),
    linkedin: optionalLink('LinkedIn'),
  }),
  footer: z.object({
    tagline: localized('Tagline'),
    blurb: localized('Footer text', { max: LENGTH.description }),
    newsletterIntro: localized('Newsletter text', { max: LENGTH.description }),
    services: list('Footer services', localized('Footer service'), { min: 0, max: 8 }),
    madeIn: localized('Closing line', { optional: true }),
  }),
});

export type CompanyContent = z.infer<typeof companySchema>;
