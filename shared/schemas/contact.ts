import { z } from 'zod';
import { emailField, textField } from './fields.ts';
import { perLanguage } from './per-language.ts';

export const contactSchemas = perLanguage((m) =>
  z.object({
    name: textField(m, { min: 2, max: 120, field: 'name', tooShort: m.contact.nameTooShort }),
    email: emailField(m.contact.invalidEmail),
    phone: textField(m, { min: 8, max: 40, field: 'phone', tooShort: m.contact.phoneTooShort }),
    subject: textField(m, { min: 3, max: 200, field: 'subject', tooShort: m.contact.subjectTooShort }),
    message: textField(m, { min: 10, max: 5000, field: 'message', tooShort: m.contact.messageTooShort }),
  }),
);

export type ContactInput = z.input<(typeof contactSchemas)['en']>;
