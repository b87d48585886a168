import { company } from '../../shared/company.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export const testEmail = (to: string[], siteUrl: string): OutgoingMail => {
  const text = `This is a test email from the ${company.name} admin (${siteUrl}). Notices of new contact messages will arrive like this one.`;
  return {
    to,
    subject: `Test email from the ${company.name} admin`,
    text,
    html: `<!doctype html><html><body><p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p></body></html>`,
  };
};
