import type { CompanyContent } from '../../shared/site-content/company.ts';
import type { ContentLocale } from '../../shared/site-content/locales.ts';
import { localize } from '../../shared/site-content/localize.ts';
import type { SiteContent } from '../../shared/site-content/sections.ts';

type SocialNetwork = 'Instagram' | 'Facebook' | 'LinkedIn';
export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** "+20 100 555 0142" → "tel:+201005550142"; a number written without its country code keeps its local digits. */
export const phoneHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${digitsOf(phone)}`;

/**
 * The site's WhatsApp links lead to the server, which counts the chat and sends it on to wa.me with an opening
 * text naming the page or its project (api/leads/whatsapp.ts); without a number there is no link.
 */
export const whatsappHref = (whatsapp: string) => (digitsOf(whatsapp) ? '/go/whatsapp' : null);

/** A WhatsApp link naming the page it is on: `whatsappOn(links.whatsapp, '/portfolio/villa')`. */
export const whatsappOn = (href: string, page: string) => `${href}?page=${encodeURI(page)}`;

/** The networks the studio is on, in the footer's order; an empty link is a network it is not on. */
export const socialLinks = (socials: CompanyContent['socials']): SocialLink[] =>
  (
    [
      { network: 'Instagram', href: socials.instagram },
      { network: 'Facebook', href: socials.facebook },
      { network: 'LinkedIn', href: socials.linkedin },
    ] as const
  ).filter((social) => social.href.trim() !== '');

/** The links made from the company's facts, the same in every language. */
export const companyLinks = (company: Pick<CompanyContent, 'phone' | 'whatsapp' | 'socials' | 'mapLink'>) => ({
  phone: phoneHref(company.phone),
  whatsapp: whatsappHref(company.whatsapp),
  socials: socialLinks(company.socials),
  map: company.mapLink.trim() || null,
});

/** The stored site content as one edition's pages read it: texts in that language, plus the links made from the facts. */
export const toPageContent = (content: SiteContent, locale: ContentLocale) => ({ ...localize(content, locale), links: companyLinks(content.company) });

export type PageContent = ReturnType<typeof toPageContent>;
