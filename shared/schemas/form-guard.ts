import { z } from 'zod';
import { PAGE_LANGS } from '../inbox.ts';

/**
 * Fields the site's forms add to the spec's body: the honeypot `website` (people never see it),
 * the signed time `stamp`, and the page's `lang`. All optional: API clients send none of them.
 */
export const formGuardFields = {
  website: z.string().max(500).optional().catch('filled'),
  stamp: z.string().max(200).optional().catch('forged'),
  lang: z.enum(PAGE_LANGS).optional().catch(undefined),
};
