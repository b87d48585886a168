import { z } from 'zod';
import { en } from '../messages/en.ts';
import { isAcceptedImageUrl } from '../image-urls.ts';

/** The limits of the editable texts: a heading or button, a paragraph, a meta description. */
export const LENGTH = { line: 160, paragraph: 1200, description: 320 } as const;

/** The admin's names for these fields are English for now, so their rules answer in English. */
const m = en.siteContent;

const text = (label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: m.notText(label) })
    .trim()
    .max(max, m.tooLong(label, max));
  return required ? base.min(1, m.required(label)) : base;
};

/**
 * A text in every language of the site, side by side: `{ en, ar }`. Both are required unless
 * `optional` (a suffix may be empty); the label names the language so a message points at one field.
 */
export const localized = (label: string, { max = LENGTH.line, optional = false }: { max?: number; optional?: boolean } = {}) =>
  z.object(
    {
      en: text(`${label} (English)`, max, !optional),
      ar: text(`${label} (Arabic)`, max, !optional),
    },
    { error: m.required(label) },
  );

export const localizedParagraph = (label: string) => localized(label, { max: LENGTH.paragraph });

/** An editable list, reordered in the admin: at least `min`, at most `max` items. */
export const list = <T extends z.ZodType>(label: string, item: T, { min = 1, max = 12 }: { min?: number; max?: number } = {}) =>
  z
    .array(item, { error: m.required(label) })
    .min(min, m.listTooShort(label, min))
    .max(max, m.listTooLong(label, max));

const PHONE = /^\+?[0-9][0-9 ()-]{5,22}[0-9]$/;

/** A phone number as people read it, "+20 100 555 0142"; links are made from its digits. */
export const phoneField = (label: string, { optional = false } = {}) => {
  const base = z.string({ error: m.phoneInvalid(label) }).trim();
  return optional ? base.refine((value) => value === '' || PHONE.test(value), m.phoneInvalid(label)) : base.regex(PHONE, m.phoneInvalid(label));
};

const isHttpsLink = (value: string) => {
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** An optional https:// link; empty means "not shown" (a social network the studio is not on). */
export const optionalLink = (label: string) =>
  z
    .string({ error: m.linkInvalid(label) })
    .trim()
    .max(500, m.tooLong(label, 500))
    .refine((value) => value === '' || isHttpsLink(value), m.linkInvalid(label));

/** An image chosen by upload (`/uploads/…`) or an https:// address, or null for the built-in one. */
export const optionalImage = (label: string) =>
  z
    .object({
      url: z
        .string({ error: m.required(label) })
        .trim()
        .refine(isAcceptedImageUrl, m.linkInvalid(label)),
      alt: localized(`${label} description`, { max: 300, optional: true }),
    })
    .nullable();
