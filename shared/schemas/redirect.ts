import { z } from 'zod';
import { redirectTargetOf, sitePathOf } from '../redirect-paths.ts';
import { perLanguage } from './per-language.ts';

/** A redirect the office adds or edits by hand: from a path of this site to a path of this site or an https:// address. */
export const redirectSchemas = perLanguage((m) =>
  z.object(
    {
      from: z.string({ error: m.redirects.fromInvalid }).transform((value, context) => {
        const path = sitePathOf(value);
        if (path === null) context.addIssue({ code: 'custom', message: m.redirects.fromInvalid });
        return path ?? '';
      }),
      to: z.string({ error: m.redirects.toInvalid }).transform((value, context) => {
        const target = redirectTargetOf(value);
        if (target === null) context.addIssue({ code: 'custom', message: m.redirects.toInvalid });
        return target ?? '';
      }),
    },
    { error: m.redirects.fromInvalid },
  ),
);
export const redirectSchema = redirectSchemas.en;
