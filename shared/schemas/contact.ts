import { z } from 'zod';
import { CLICK_IDS } from '../lead-source.ts';
import { AREA_RANGE, ATTACHMENT_LIMITS, LOCATION_MAX, PREFERRED_CONTACTS, PROJECT_TYPES, TIMELINES } from '../leads.ts';
import type { ApiMessages } from '../messages/en.ts';
import { emailField, hasNoNul, textField } from './fields.ts';
import { perLanguage } from './per-language.ts';

/** The spec's five fields: all a message needs. */
const messageFields = (m: ApiMessages) => ({
  name: textField(m, { min: 2, max: 120, field: 'name', tooShort: m.contact.nameTooShort }),
  email: emailField(m.contact.invalidEmail),
  phone: textField(m, { min: 8, max: 40, field: 'phone', tooShort: m.contact.phoneTooShort }),
  subject: textField(m, { min: 3, max: 200, field: 'subject', tooShort: m.contact.subjectTooShort }),
  message: textField(m, { min: 10, max: 5000, field: 'message', tooShort: m.contact.messageTooShort }),
});

/** An optional field: absent, or left empty by a form (see `withoutEmpty`). */
const optional = <T extends z.ZodType>(rule: T) => rule.optional();

/**
 * A form sends '' for a field left empty and null for an unchosen radio: those read as not given. Done once
 * for the body rather than per field, so a message of the spec's five fields costs no more to check than
 * those five rules (the public write is a hot path).
 */
const withoutEmpty = <T extends z.ZodType>(rule: T) =>
  z.preprocess((body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    for (const key in body) {
      const value = (body as Record<string, unknown>)[key];
      if ((value === '' || value === null) && !REQUIRED.has(key)) {
        return Object.fromEntries(Object.entries(body).filter(([name, kept]) => !(kept === '' || kept === null) || REQUIRED.has(name)));
      }
    }
    return body;
  }, rule);
/** The spec's fields keep an empty value: it is their own rule's to refuse ("Name must be at least 2 characters."). */
const REQUIRED = new Set(['name', 'email', 'phone', 'subject', 'message']);

/** An id the office's lists give out (a budget band), or a project's slug. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path of this site: one leading slash, then URL path characters only (no scheme, host, query or backslash). */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
/** Attachment ids as the upload answers them. */
const ATTACHMENT_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Where the visit came from, as the site's pages kept it (the first page of the visit and its referrer and
 * campaign); the same meanings as the server's own record of a visit (api/visitors/).
 */
export const visitSourceFields = (m: ApiMessages) => {
  const invalid = m.leads.sourceInvalid;
  const label = optional(
    z
      .string({ error: invalid })
      .trim()
      .max(100, invalid)
      .refine((value) => !/\p{Cc}/u.test(value), invalid)
      .toLowerCase(),
  );
  return {
    landingPage: optional(z.string({ error: invalid }).max(300, invalid).regex(SITE_PATH, invalid)),
    referrer: optional(
      z
        .string({ error: invalid })
        .trim()
        .toLowerCase()
        .max(253, invalid)
        .regex(HOST, invalid)
        .transform((host) => host.replace(/^www\./, '')),
    ),
    utmSource: label,
    utmMedium: label,
    utmCampaign: label,
    clickId: optional(z.enum(CLICK_IDS, { error: invalid })),
  };
};

/** What a visitor may add about the project: each optional, each checked. */
const enquiryFields = (m: ApiMessages) => {
  const areaInvalid = m.leads.areaInvalid(AREA_RANGE.min, AREA_RANGE.max);
  return {
    projectType: optional(z.enum(PROJECT_TYPES, { error: m.leads.projectTypeInvalid })),
    location: optional(
      z
        .string({ error: m.fields.notText('location') })
        .trim()
        .max(LOCATION_MAX, m.fields.tooLong('location', LOCATION_MAX))
        .refine(hasNoNul, m.fields.nulCharacter('location')),
    ),
    // A number field sends its text; the API takes the number itself.
    area: optional(
      z.preprocess(
        (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
        z.number({ error: areaInvalid }).int(areaInvalid).min(AREA_RANGE.min, areaInvalid).max(AREA_RANGE.max, areaInvalid),
      ),
    ),
    /** A band's id; the route checks it is one of the office's bands. */
    budget: optional(z.string({ error: m.leads.budgetInvalid }).max(40, m.leads.budgetInvalid).regex(SLUG, m.leads.budgetInvalid)),
    timeline: optional(z.enum(TIMELINES, { error: m.leads.timelineInvalid })),
    preferredContact: optional(z.enum(PREFERRED_CONTACTS, { error: m.leads.preferredContactInvalid })),
    /** A published project's slug; the route checks that it is one. */
    project: optional(z.string({ error: m.leads.projectUnknown }).max(200, m.leads.projectUnknown).regex(SLUG, m.leads.projectUnknown)),
    attachments: optional(
      z
        .array(z.string({ error: m.leads.attachmentNotFound }).regex(ATTACHMENT_ID, m.leads.attachmentNotFound), { error: m.leads.attachmentNotFound })
        .max(ATTACHMENT_LIMITS.files, m.leads.attachmentsTooMany(ATTACHMENT_LIMITS.files))
        .transform((ids) => [...new Set(ids)]),
    ),
  };
};

const contactObject = (m: ApiMessages) => z.object({ ...messageFields(m), ...enquiryFields(m), ...visitSourceFields(m) });

/** The contact form: the spec's five fields, then the optional project enquiry and the visit's source (all the API takes). */
export const contactSchemas = perLanguage((m) => withoutEmpty(contactObject(m)));

/** The same rule with fields only the API reads (the form guard's), made for both languages. */
export const contactSchemasWith = <Shape extends z.ZodRawShape>(extra: Shape) => perLanguage((m) => withoutEmpty(contactObject(m).extend(extra)));
