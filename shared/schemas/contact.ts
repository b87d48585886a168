import { z } from 'zod';
import { emailField, textField } from './fields.ts';

export const contactSchema = z.object({
  name: textField({ min: 2, max: 120, label: 'Name', tooShort: 'Name must be at least 2 characters.' }),
  email: emailField('Please enter a valid email address.'),
  phone: textField({ min: 8, max: 40, label: 'Phone number', tooShort: 'Phone number must be at least 8 characters.' }),
  subject: textField({ min: 3, max: 200, label: 'Subject', tooShort: 'Subject must be at least 3 characters.' }),
  message: textField({ min: 10, max: 5000, label: 'Message', tooShort: 'Message must be at least 10 characters.' }),
});

export type ContactInput = z.input<typeof contactSchema>;
