import { z } from 'zod';
import { PAGE_LANGS } from '../inbox.ts';

/** The least time a person needs between the form coming alive and sending it. */
export const MIN_FILL_MS = 2000;
/** A stamp older than this is stale: the page sat open for a day, or the stamp was copied. */
export const MAX_STAMP_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Fields the site's forms add to the spec's body: the honeypot `website` (people never see it),
 * the signed time `stamp`, and the page's `lang`. All optional: API clients send none of them.
 */
export const formGuardFields = {
  website: z.string().max(500).optional().catch('filled'),
  stamp: z.string().max(200).optional().catch('forged'),
  lang: z.enum(PAGE_LANGS).optional().catch(undefined),
};
