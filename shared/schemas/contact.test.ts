import { describe, expect, it } from 'vitest';
import { ar } from '../messages/ar.ts';
import { en } from '../messages/en.ts';
import { contactSchemas } from './contact.ts';

const spec = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '+20 100 123 4567',
  subject: 'Villa renovation',
  message: 'We would like a quote for our villa.',
};

const parse = (fields: Record<string, unknown>, lang: 'en' | 'ar' = 'en') => contactSchemas[lang].safeParse({ ...spec, ...fields });
const firstMessage = (fields: Record<string, unknown>, lang: 'en' | 'ar' = 'en') => {
  const result = parse(fields, lang);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the contact rule', () => {
  it('takes the spec’s five fields alone', () => {
    expect(parse({}).success).toBe(true);
  });

  it('takes every optional field of the enquiry and the source, and makes them what the API stores', () => {
    const result = parse({
      projectType: 'food-beverage',
      location: '  Sheikh Zayed  ',
      area: '240',
      budget: '1-3m',
      timeline: '3-months',
      preferredContact: 'whatsapp',
      project: 'zamalek-loft',
      attachments: ['a'.repeat(22), 'b'.repeat(22), 'a'.repeat(22)],
      landingPage: '/portfolio/zamalek-loft',
      referrer: 'WWW.Instagram.com',
      utmSource: ' Instagram ',
      utmMedium: 'paid',
      utmCampaign: 'spring-launch',
      clickId: 'fbclid',
    });
    expect(result.success && result.data).toMatchObject({
      projectType: 'food-beverage',
      location: 'Sheikh Zayed',
      area: 240,
      budget: '1-3m',
      timeline: '3-months',
      preferredContact: 'whatsapp',
      project: 'zamalek-loft',
      attachments: ['a'.repeat(22), 'b'.repeat(22)],
      landingPage: '/portfolio/zamalek-loft',
      referrer: 'instagram.com',
      utmSource: 'instagram',
      clickId: 'fbclid',
    });
  });

  it('reads an empty choice as no choice', () => {
    const result = parse({ projectType: '', location: '', area: '', budget: '', timeline: '', preferredContact: null });
    expect(result.success && result.data).toEqual(spec);
  });

  it.each([
    [{ projectType: 'castle' }, en.leads.projectTypeInvalid],
    [{ projectType: 'all' }, en.leads.projectTypeInvalid],
    [{ location: 'x'.repeat(121) }, en.fields.tooLong('location', 120)],
    [{ location: 42 }, en.fields.notText('location')],
    [{ area: 9 }, en.leads.areaInvalid(10, 100_000)],
    [{ area: 100_001 }, en.leads.areaInvalid(10, 100_000)],
    [{ area: 12.5 }, en.leads.areaInvalid(10, 100_000)],
    [{ area: 'big' }, en.leads.areaInvalid(10, 100_000)],
    [{ budget: 'Under 1M EGP' }, en.leads.budgetInvalid],
    [{ timeline: 'tomorrow' }, en.leads.timelineInvalid],
    [{ preferredContact: 'pigeon' }, en.leads.preferredContactInvalid],
    [{ project: '../admin' }, en.leads.projectUnknown],
    [{ attachments: 'a'.repeat(22) }, en.leads.attachmentNotFound],
    [{ attachments: ['short'] }, en.leads.attachmentNotFound],
    [{ attachments: Array.from({ length: 6 }, (_, index) => String(index).repeat(22)) }, en.leads.attachmentsTooMany(5)],
    [{ landingPage: 'https://evil.example/page' }, en.leads.sourceInvalid],
    [{ landingPage: '//evil.example/page' }, en.leads.sourceInvalid],
    [{ landingPage: '/a b' }, en.leads.sourceInvalid],
    [{ landingPage: `/${'a'.repeat(300)}` }, en.leads.sourceInvalid],
    [{ referrer: 'not a host' }, en.leads.sourceInvalid],
    [{ utmSource: 'x'.repeat(101) }, en.leads.sourceInvalid],
    [{ utmCampaign: 'bad\u0007bell' }, en.leads.sourceInvalid],
    [{ clickId: 'msclkid' }, en.leads.sourceInvalid],
  ])('refuses %o with a clear message', (fields, message) => {
    expect(firstMessage(fields)).toBe(message);
  });

  it('says the same in Arabic, the files counted', () => {
    expect(firstMessage({ area: 5 }, 'ar')).toBe(ar.leads.areaInvalid(10, 100_000));
    expect(ar.leads.areaInvalid(10, 100_000)).toBe('يجب أن تكون المساحة عددًا صحيحًا من الأمتار المربعة، من 10 إلى 100,000.');
    expect(firstMessage({ attachments: Array.from({ length: 6 }, (_, index) => String(index).repeat(22)) }, 'ar')).toBe('يمكنك إرفاق 5 ملفات على الأكثر.');
  });
});
