import { z } from 'zod';
import { emailField } from './fields.ts';
import { perLanguage } from './per-language.ts';

/** The body of `POST /api/admin/privacy/erase`: the email address whose data is erased, however it was typed. */
export const eraseSchemas = perLanguage((m) => z.object({ email: emailField(m.privacy.invalidEmail, { lowercase: true }) }, { error: m.privacy.invalidEmail }));
