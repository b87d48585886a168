import { z } from 'zod';
import { en } from '../messages/en.ts';
import { LENGTH, list, localized } from './fields.ts';

/** A budget band's id: it stays when the office renames the band, so the messages that chose it keep it. */
const bandId = z
  .string({ error: en.siteContent.required('Band id') })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, en.siteContent.required('Band id'))
  .max(40, en.siteContent.tooLong('Band id', 40));

/** The budget bands the contact form offers, in EGP, as the studio launched them. */
const LAUNCH_BUDGETS = [
  { id: 'under-1m', label: { en: 'Under 1M EGP', ar: 'أقل من مليون جنيه' } },
  { id: '1-3m', label: { en: '1–3M EGP', ar: 'من 1 إلى 3 ملايين جنيه' } },
  { id: '3-10m', label: { en: '3–10M EGP', ar: 'من 3 إلى 10 ملايين جنيه' } },
  { id: 'over-10m', label: { en: 'Over 10M EGP', ar: 'أكثر من 10 ملايين جنيه' } },
];

/** The texts a WhatsApp chat opens with; `{project}` is the project's title, `{page}` the page's address. */
const LAUNCH_WHATSAPP = {
  projectMessage: {
    en: 'Hello Nile Atelier, I saw the project “{project}” on your website and would like to talk about a project like it.',
    ar: 'مرحبًا نايل أتيليه، شاهدت مشروع «{project}» على موقعكم وأودّ أن أتحدث معكم عن مشروع مثله.',
  },
  pageMessage: {
    en: 'Hello Nile Atelier, I would like to talk about a project. I am writing from {page}',
    ar: 'مرحبًا نايل أتيليه، أودّ أن أتحدث معكم عن مشروع. أكتب إليكم من {page}',
  },
};

/**
 * The contact form's budget bands and the WhatsApp chat's opening texts. Sections stored before they existed
 * read their launch values (the defaults), so every stored section stays valid and keeps the office's edits.
 */
const enquirySchema = z
  .object({
    budgets: list('Budget bands', z.object({ id: bandId, label: localized('Budget band', { max: 60 }) }), { min: 1, max: 8 }).refine(
      (bands) => new Set(bands.map((band) => band.id)).size === bands.length,
      en.siteContent.required('A different id for each band'),
    ),
  })
  .default(() => ({ budgets: structuredClone(LAUNCH_BUDGETS) }));

const whatsappSchema = z
  .object({
    projectMessage: localized('WhatsApp message about a project', { max: 300 }),
    pageMessage: localized('WhatsApp message from another page', { max: 300 }),
  })
  .default(() => structuredClone(LAUNCH_WHATSAPP));

/** The Contact page's texts, its FAQ, the call to action that closes other pages, the budget bands and the WhatsApp texts. */
export const contactSchema = z.object({
  hero: z.object({ eyebrow: localized('Eyebrow'), title: localized('Title'), text: localized('Introduction', { max: LENGTH.description }) }),
  ready: z.object({ title: localized('Title'), text: localized('Text', { max: LENGTH.description }), button: localized('Button label', { max: 60 }) }),
  faq: z.object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    items: list('Questions', z.object({ question: localized('Question', { max: 300 }), answer: localized('Answer', { max: LENGTH.paragraph }) }), { min: 0, max: 30 }),
  }),
  cta: z.object({
    eyebrow: localized('Eyebrow'),
    title: localized('Title'),
    text: localized('Text', { max: LENGTH.description }),
    button: localized('Button label', { max: 60 }),
  }),
  enquiry: enquirySchema,
  whatsapp: whatsappSchema,
});

export type ContactContent = z.infer<typeof contactSchema>;

/** The launch values of the fields added to the section, for the defaults. */
export const contactLaunchAdditions = () => ({ enquiry: { budgets: structuredClone(LAUNCH_BUDGETS) }, whatsapp: structuredClone(LAUNCH_WHATSAPP) });

/** The chat's opening text with its placeholder filled in. */
export const whatsappText = (template: string, values: { project?: string; page?: string }) =>
  template.replaceAll('{project}', values.project ?? '').replaceAll('{page}', values.page ?? '');
