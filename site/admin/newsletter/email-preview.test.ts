import { describe, expect, it } from 'vitest';
import { framedEmail, previewEmailHtml } from './email-preview.ts';

describe('the preview of an issue', () => {
  it('is the email as it is sent, its inline styles made classes the admin’s policy allows', () => {
    const html = previewEmailHtml({
      lang: 'ar',
      subject: 'أخبار',
      body: 'نص "بين علامتين" و style="color:red"',
      cards: [],
      address: 'القاهرة',
      origin: 'https://nileatelier.com',
    });
    const framed = framedEmail(html);
    expect(framed).not.toMatch(/ style="/);
    expect(framed).toContain('<base target="_blank"><style>');
    expect(framed).toMatch(/<html lang="ar" dir="rtl">/);
    // What the office typed stays text.
    expect(framed).toContain('style=&quot;color:red&quot;');
    expect(framed).toContain('href="https://nileatelier.com/newsletter/unsubscribe"');
  });
});
