import { describe, expect, it } from 'vitest';
import { makeMessage } from '../test/contact-message.ts';
import { messagesCsv, messagesFileName } from './messages-csv.ts';

const message = makeMessage({ status: 'Replied' });
const lead = makeMessage({
  stage: 'Quote sent',
  ownerName: 'Karim Adel',
  followUpOn: '2026-12-01',
  value: 2_400_000,
  projectType: 'residential',
  location: 'Sheikh Zayed',
  area: 240,
  budget: '1-3m',
  timeline: '3-months',
  preferredContact: 'whatsapp',
  project: { id: 3, slug: 'zamalek-loft', title: 'Zamalek Loft' },
  attachments: [
    { id: 1, name: 'plan.pdf', type: 'application/pdf', size: 1000 },
    { id: 2, name: 'site.webp', type: 'image/webp', size: 2000 },
  ],
  landingPage: '/portfolio/zamalek-loft',
  referrer: 'instagram.com',
  utmSource: 'instagram',
  utmMedium: 'paid',
  utmCampaign: 'spring',
  clickId: 'fbclid',
});
const BUDGETS = [{ id: '1-3m', label: { en: '1–3M EGP', ar: 'من 1 إلى 3 ملايين جنيه' } }];
const rows = (csv: string) => csv.replace('\uFEFF', '').trimEnd().split('\r\n');
/** The cells of one CSV line: quoted cells may hold commas. */
const cellsOf = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map(([, cell]) => (cell ?? '').replace(/^"|"$/g, '')).slice(0, -1);

describe('messages CSV export', () => {
  it('has a header row and one row per message, with status and note first', () => {
    const lines = rows(messagesCsv([{ ...message, note: 'Quoted 1.2M, follow up Sunday' }], 'en'));
    expect(lines[0]?.startsWith('Name,Email,Phone,Subject,Message,Status,Note,Date,')).toBe(true);
    expect(lines[1]).toMatch(/^Mona Khalil,mona@example.com,'\+20 100 123 4567,Kitchen renovation,We would love a quote\.,Replied,"Quoted 1\.2M, follow up Sunday",/);
  });

  it('has every field of the lead: the project, its files, its source and where the deal stands', () => {
    const [header, row] = rows(messagesCsv([lead], 'en', BUDGETS));
    const values = cellsOf(row ?? '');
    const cells = Object.fromEntries(cellsOf(header ?? '').map((name, index) => [name, values[index]]));
    expect(cells).toMatchObject({
      Stage: 'Quote sent',
      Channel: 'Contact form',
      Owner: 'Karim Adel',
      'Follow-up': '2026-12-01',
      'Value (EGP)': '2400000',
      'Project type': 'Residential',
      Location: 'Sheikh Zayed',
      'Area (m²)': '240',
      Budget: '1–3M EGP',
      Timeline: 'Within 3 months',
      'Preferred contact': 'WhatsApp',
      'About project': 'Zamalek Loft',
      Attachments: 'plan.pdf; site.webp',
      Source: 'instagram / paid / spring',
      'Landing page': '/portfolio/zamalek-loft',
      Referrer: 'instagram.com',
      'Ad click': 'fbclid',
    });
  });

  it('writes the headers, the date and the words for stored values in Arabic for an Arabic admin', () => {
    const [header, row] = rows(messagesCsv([{ ...lead, lostReason: 'Price', stage: 'Lost' }], 'ar', BUDGETS));
    const values = cellsOf(row ?? '');
    const cells = Object.fromEntries(cellsOf(header ?? '').map((name, index) => [name, values[index]]));
    expect(cells).toMatchObject({
      الاسم: 'Mona Khalil',
      الحالة: 'مقروءة',
      التاريخ: '20 نوفمبر 2026',
      المرحلة: 'لم يتم التعاقد',
      'سبب عدم التعاقد': 'السعر',
      القناة: 'نموذج التواصل',
      'نوع المشروع': 'منازل',
      الميزانية: 'من 1 إلى 3 ملايين جنيه',
      'موعد البدء': 'خلال 3 أشهر',
      'وسيلة التواصل المفضّلة': 'واتساب',
      'القيمة (جنيه)': '2400000',
      المصدر: 'instagram / paid / spring',
    });
  });

  it('neutralises formulas a visitor typed into any field', () => {
    const csv = messagesCsv([makeMessage({ name: '=HYPERLINK("http://evil")', subject: '+SUM(A1)', message: '@cmd', phone: '-1+1', location: '=1+1' })], 'en');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("'+SUM(A1)");
    expect(csv).toContain("'@cmd");
    expect(csv).toContain("'-1+1");
    expect(csv).toContain("'=1+1");
  });

  it('names the file after the studio and the day', () => {
    expect(messagesFileName(new Date('2026-11-23T10:00:00Z'))).toBe('nile-atelier-messages-2026-11-23.csv');
  });
});
