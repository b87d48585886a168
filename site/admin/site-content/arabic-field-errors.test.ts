import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import { contactSchema } from '../../../shared/site-content/contact.ts';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { must } from '../../../shared/must.ts';
import { ar } from '../i18n/ar.ts';
import { arabicSectionResolver } from './arabic-field-errors.ts';
import { contentScreens } from './screens.ts';

const m = apiMessages.ar.siteContent;
const contactScreen = must(contentScreens('ar').find((screen) => screen.section === 'contact'));
const resolver = arabicSectionResolver(contactSchema, contactScreen.fields, ar.siteContent);

/** The Arabic sentence under each field the Contact & FAQ screen marks, by its path. */
const errorsOf = async (change: (content: typeof defaultSiteContent.contact) => void) => {
  const content = structuredClone(defaultSiteContent.contact);
  change(content);
  const result = await resolver(content as unknown as FieldValues, undefined, { fields: {}, shouldUseNativeValidation: false });
  const flat: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object') return;
    if ('message' in value && typeof value.message === 'string') flat[path] = value.message;
    for (const [key, inner] of Object.entries(value)) if (key !== 'ref') walk(inner, path ? `${path}.${key}` : key);
  };
  walk(result.errors, '');
  return flat;
};

describe('the Contact & FAQ screen’s rules in Arabic', () => {
  it('names a budget band and a WhatsApp text as the screen does', async () => {
    expect(
      await errorsOf((content) => {
        must(content.enquiry.budgets[0]).label.ar = '';
        content.whatsapp.pageMessage.ar = 'م'.repeat(301);
      }),
    ).toEqual({
      'enquiry.budgets.0.label.ar': m.required('فئة ميزانية بالعربية'),
      'whatsapp.pageMessage.ar': m.tooLong('من أي صفحة أخرى بالعربية', 300),
    });
  });

  it('says that two bands may not share an id, and names a broken id as the English rule does', async () => {
    const errors = await errorsOf((content) => {
      must(content.enquiry.budgets[1]).id = must(content.enquiry.budgets[0]).id;
      must(content.enquiry.budgets[2]).id = 'Not An Id';
    });
    expect(errors).toEqual({ 'enquiry.budgets.root': m.required('معرّف مختلف لكل فئة'), 'enquiry.budgets.2.id': m.required('معرّف الفئة') });
  });
});
