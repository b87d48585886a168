import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import { joinPath, type FieldSpec } from './field-spec.ts';

type Issue = z.core.$ZodIssue;
type Found = { label: string; spec: FieldSpec };

/** The field a content path belongs to on a screen ('hero.slides.1.title.ar'), named as the screen names it. */
const fieldAt = (fields: readonly FieldSpec[], path: string, t: AdminDictionary['siteContent'], base = ''): Found | undefined => {
  for (const spec of fields) {
    if (spec.kind === 'group') {
      const inner = fieldAt(spec.fields, path, t, base);
      if (inner) return inner;
      continue;
    }
    const at = joinPath(base, spec.path);
    if (spec.kind === 'list') {
      if (path === at) return { label: spec.label, spec };
      const item = path.startsWith(`${at}.`) ? path.slice(at.length + 1).split('.')[0] : undefined;
      if (item !== undefined) return fieldAt(spec.fields, path, t, `${at}.${item}`);
      continue;
    }
    if (spec.kind === 'image' && path.startsWith(`${at}.alt.`)) return { label: `${t.image.alt} ${path.endsWith('.ar') ? t.arabic : t.english}`, spec };
    if (path === at || (spec.kind === 'image' && path.startsWith(`${at}.`))) return { label: spec.label, spec };
    if ((spec.kind === 'text' || spec.kind === 'paragraph') && !spec.single && (path === `${at}.en` || path === `${at}.ar`)) {
      return { label: `${spec.label} ${path.endsWith('.ar') ? t.arabic : t.english}`, spec };
    }
  }
  return undefined;
};

/**
 * One of the API's Arabic site content sentences for a broken rule, chosen by the rule (its zod issue)
 * and naming the field as the Arabic screen does. The section rules themselves carry the English names.
 */
const arabicFieldError = (issue: Issue, found: Found | undefined, t: AdminDictionary['siteContent']): string => {
  const m = apiMessages.ar.siteContent;
  const label = found?.label ?? t.fields.label;
  const last = issue.path.at(-1);
  if (last === 'decimals') return m.decimalsInvalid;
  // An item's hidden id breaks its rules only when sent outside the screen: it is named as the English rule names it.
  if (found?.spec.kind === 'id') return m.required(label);
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'array') return m.listTooLong(label, Number(issue.maximum));
      return issue.origin === 'string' ? m.tooLong(label, Number(issue.maximum)) : m.numberInvalid(label);
    case 'too_small':
      if (issue.origin === 'array') return m.listTooShort(label, Number(issue.minimum));
      return issue.origin === 'string' ? m.required(label) : m.numberInvalid(label);
    case 'invalid_type':
      if (issue.expected === 'number') return m.numberInvalid(label);
      return issue.input === undefined ? m.required(label) : m.notText(label);
    case 'invalid_format':
      return issue.format === 'email' ? m.emailInvalid : m.phoneInvalid(label);
    case 'invalid_value':
      return m.cardCategory;
    case 'custom':
      // A list's own rule: the items' ids differ (the budget bands).
      if (found?.spec.kind === 'list') return m.required(t.fields.budgetIdsDistinct);
      return found?.spec.kind === 'text' && found.spec.inputType === 'tel' ? m.phoneInvalid(label) : m.linkInvalid(label);
    default:
      return m.required(label);
  }
};

/** The Arabic screen's rule-checker: the section's own rules, each broken rule said in Arabic under its field. */
export const arabicSectionResolver =
  (schema: z.ZodType, fields: readonly FieldSpec[], t: AdminDictionary['siteContent']): Resolver<FieldValues> =>
  async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: arabicFieldError(issue, fieldAt(fields, path, t), t) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
