import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../lib/api-types.ts';
import { messagesCsv, messagesFileName } from './messages-csv.ts';

const message = (fields: Partial<ContactMessage>): ContactMessage => ({
  id: 1,
  name: 'Mona Khalil',
  email: 'mona@example.com',
  phone: '+20 100 123 4567',
  subject: 'Kitchen renovation',
  message: 'We would love a quote.',
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'Replied',
  note: null,
  lang: 'en',
  noticeStatus: 'Sent',
  ...fields,
});

describe('messages CSV export', () => {
  it('has a header row and one row per message, with status and note', () => {
    const lines = messagesCsv([message({ note: 'Quoted 1.2M, follow up Sunday' })], 'en')
      .replace('\uFEFF', '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Subject,Message,Status,Note,Date');
    expect(lines[1]).toMatch(/^Mona Khalil,mona@example.com,'\+20 100 123 4567,Kitchen renovation,We would love a quote\.,Replied,"Quoted 1\.2M, follow up Sunday",/);
  });

  it('neutralises formulas a visitor typed into any field', () => {
    const csv = messagesCsv([message({ name: '=HYPERLINK("http://evil")', subject: '+SUM(A1)', message: '@cmd', phone: '-1+1' })], 'en');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("'+SUM(A1)");
    expect(csv).toContain("'@cmd");
    expect(csv).toContain("'-1+1");
  });

  it('names the file after the studio and the day', () => {
    expect(messagesFileName(new Date('2026-11-23T10:00:00Z'))).toBe('nile-atelier-messages-2026-11-23.csv');
  });
});
