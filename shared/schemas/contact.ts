import { z } from 'zod';
import { contactMessages as m } from '../messages/contact.ts';
import { emailField, textField } from './fields.ts';

export const contactSchema = z.object({
  name: textField({ min: 2, max: 120, label: 'Name', tooShort: m.nameTooShort }),
  email: emailField(m.invalidEmail),
  phone: textField({ min: 8, max: 40, label: 'Phone number', tooShort: m.phoneTooShort }),
  subject: textField({ min: 3, max: 200, label: 'Subject', tooShort: m.subjectTooShort }),
  message: textField({ min: 10, max: 5000, label: 'Message', tooShort: m.messageTooShort }),
});

export type ContactInput = z.input<typeof contactSchema>;
