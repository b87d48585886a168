import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../db/schema.ts';
import { noticeEmail } from '../leads/notice-email.ts';
import { passwordResetEmail } from '../accounts/password-reset.ts';
import { escapeHtml, headerText } from './escape.ts';

describe("the product's own mail cleaning, before nodemailer's", () => {
  it('turns every line break and control character of a header value into one space', () => {
    expect(headerText('Fit-out\r\nBcc: everyone@example.com')).toBe('Fit-out Bcc: everyone@example.com');
    expect(headerText('a\nb\rc\u0000d\u001fe\u007ff\u2028g\u2029h')).toBe('a b c d e f g h');
    expect(headerText('  \r\n  ')).toBe('');
  });

  it('shows markup a visitor wrote as text', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it("keeps a visitor's subject and name from adding a header to the office's notice", () => {
    const message = {
      id: 7,
      name: 'Mona\r\nBcc: list@example.com',
      email: 'mona@example.com',
      phone: '+20 100 123 4567',
      subject: 'Quote\r\nX-Injected: yes',
      message: '<b>Hello</b>\r\nSecond line',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'New',
      note: null,
      lang: 'en',
      projectType: null,
      location: null,
      area: null,
      budget: null,
      timeline: null,
      preferredContact: null,
      projectId: null,
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      clickId: null,
      channel: 'form',
      stage: 'New lead',
      furthestStage: 'New lead',
      ownerId: null,
      followUpOn: null,
      value: null,
      lostReason: null,
    } satisfies ContactMessage;
    const mail = noticeEmail(message, { siteUrl: 'https://nileatelier.test', to: ['office@nileatelier.test'] });
    expect(mail.subject).toBe('New message: Quote X-Injected: yes');
    expect(mail.replyTo).toEqual({ name: 'Mona Bcc: list@example.com', address: 'mona@example.com' });
    expect(mail.html).toContain('&lt;b&gt;Hello&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Hello</b>');
  });

  it("writes an account's name into the reset email as text, and keeps its subject fixed", () => {
    const mail = passwordResetEmail(
      { name: '<img src=x onerror=alert(1)>\r\nBcc: x@example.com', email: 'a@example.com', adminLanguage: null },
      'https://nileatelier.test/admin/reset-password?token=abc',
    );
    expect(mail.subject).toBe('Choose a new password — Nile Atelier admin');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
