import { z } from 'zod';
import { MAX_NEWSLETTER_PROJECTS } from '../newsletter.ts';
import { perLanguage } from './per-language.ts';

const MAX_NEWSLETTER_SUBJECT = 200;
const MAX_NEWSLETTER_BODY = 20_000;

/**
 * An issue as the admin saves it: subject and text in both languages (Markdown; an unused language is empty) and
 * the projects shown as cards. Whether it can be sent is checked when it is sent (`sendableLanguages`).
 */
export const newsletterSchemas = perLanguage((m) => {
  const t = m.newsletters;
  const text = (max: number, tooLong: string) =>
    z
      .string({ error: t.textInvalid })
      .max(max, tooLong)
      .transform((value) => value.trim());
  const pair = (max: number, tooLong: string) => z.object({ en: text(max, tooLong), ar: text(max, tooLong) }, { error: t.textInvalid });
  return z.object({
    subject: pair(MAX_NEWSLETTER_SUBJECT, t.subjectTooLong(MAX_NEWSLETTER_SUBJECT)),
    body: pair(MAX_NEWSLETTER_BODY, t.bodyTooLong(MAX_NEWSLETTER_BODY)),
    projectIds: z
      .array(z.number({ error: t.projectsInvalid }).int(t.projectsInvalid).positive(t.projectsInvalid), { error: t.projectsInvalid })
      .max(MAX_NEWSLETTER_PROJECTS, t.tooManyProjects(MAX_NEWSLETTER_PROJECTS))
      .transform((ids) => [...new Set(ids)])
      .default([]),
  });
});

export type NewsletterInput = z.output<typeof newsletterSchemas.en>;

/** `POST …/send`: now, or at a later time. */
export const sendNewsletterSchemas = perLanguage((m) =>
  z.object({ at: z.iso.datetime({ offset: true, error: m.newsletters.atInvalid }).optional() }, { error: m.requests.invalidRequest }),
);
