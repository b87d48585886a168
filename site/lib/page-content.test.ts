import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { companyLinks, phoneHref, socialLinks, toPageContent, whatsappHref, whatsappOn } from './page-content.ts';

describe('the links made from the company facts', () => {
  it('calls the phone by its digits, with the country code when it is written', () => {
    expect(phoneHref('+20 100 555 0142')).toBe('tel:+201005550142');
    expect(phoneHref('+20 (2) 3535-1234')).toBe('tel:+20235351234');
    expect(phoneHref('0100 555 0142')).toBe('tel:01005550142');
  });

  it('leads WhatsApp links to the server, naming the page, and has no link for an empty number', () => {
    expect(whatsappHref('+20 100 555 0142')).toBe('/go/whatsapp');
    expect(whatsappOn('/go/whatsapp', '/ar/portfolio/villa')).toBe('/go/whatsapp?page=/ar/portfolio/villa');
    expect(whatsappHref('')).toBeNull();
  });

  it('lists only the networks with a link, as Instagram, Facebook, LinkedIn', () => {
    expect(socialLinks({ instagram: 'https://instagram.com/a', facebook: '', linkedin: 'https://linkedin.com/company/a' })).toEqual([
      { network: 'Instagram', href: 'https://instagram.com/a' },
      { network: 'LinkedIn', href: 'https://linkedin.com/company/a' },
    ]);
    expect(socialLinks({ instagram: '', facebook: '', linkedin: '' })).toEqual([]);
  });

  it('has a map link only when the office set one', () => {
    const { company } = defaultSiteContent;
    expect(companyLinks(company).map).toBe(company.mapLink);
    expect(companyLinks({ ...company, mapLink: '' }).map).toBeNull();
  });
});

describe('page content', () => {
  it('reads every text in the page’s language, with the same facts and links in both', () => {
    const english = toPageContent(defaultSiteContent, 'en');
    const arabic = toPageContent(defaultSiteContent, 'ar');
    expect(english.contact.faq.items[0]?.question).toBe('Which areas do you serve?');
    expect(arabic.contact.faq.items[0]?.question).toBe('ما المناطق التي تعملون بها؟');
    expect(english.home.counters[0]).toEqual({ value: 1.3, decimals: 1, suffix: 'Billion EGP', label: 'Value of executed projects' });
    expect(arabic.home.counters[0]).toEqual({ value: 1.3, decimals: 1, suffix: 'مليار جنيه', label: 'قيمة المشروعات المنفّذة' });
    expect(arabic.company.phone).toBe('+20 100 555 0142');
    expect(arabic.links).toEqual(english.links);
    expect(english.links).toMatchObject({ phone: 'tel:+201005550142', whatsapp: '/go/whatsapp' });
    expect(english.links.socials.map((social) => social.network)).toEqual(['Instagram', 'Facebook', 'LinkedIn']);
  });
});
