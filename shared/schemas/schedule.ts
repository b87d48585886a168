import { z } from 'zod';
import type { ApiMessages } from '../messages/en.ts';
import { SITE_CONTENT_SECTIONS } from '../site-content/sections.ts';
import { perLanguage } from './per-language.ts';

/**
 * A time something goes live or is taken down: an ISO date and time with its offset (the admin sends Cairo's,
 * such as 2026-12-06T09:00:00+02:00), stored as UTC so times compare as text. Whether it is still ahead is
 * checked by the route, against the server's clock.
 */
const scheduleTime = (m: ApiMessages) => z.iso.datetime({ offset: true, error: m.schedules.atInvalid }).transform((value) => new Date(value).toISOString());

/** An optional time: blank (the admin form's empty fields) or null is none. */
const optionalTime = (m: ApiMessages) =>
  z
    .union([z.literal(''), scheduleTime(m)], { error: m.schedules.atInvalid })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** A project's schedule fields: blank or null is no schedule. */
export const projectScheduleFields = (m: ApiMessages) => ({
  publishAt: optionalTime(m),
  unpublishAt: optionalTime(m),
});

/** Whether a take-down time, when both are given, comes after the time the project goes live. */
export const takenDownAfterLive = (publishAt: string | null | undefined, unpublishAt: string | null | undefined) =>
  !publishAt || !unpublishAt || Date.parse(unpublishAt) > Date.parse(publishAt);

/** `POST /api/admin/site-content/schedule`: the sections whose drafts go live at `at`. */
export const contentScheduleSchemas = perLanguage((m) =>
  z.object(
    {
      sections: z
        .array(z.enum(SITE_CONTENT_SECTIONS, { error: m.schedules.sectionsRequired }), { error: m.schedules.sectionsRequired })
        .min(1, m.schedules.sectionsRequired)
        .transform((sections) => [...new Set(sections)]),
      at: scheduleTime(m),
    },
    { error: m.requests.invalidRequest },
  ),
);

/** `PUT /api/admin/site-content/{section}`'s answer to "keep the schedule?": absent keeps it. */
export const keepScheduleField = (m: ApiMessages) => z.boolean({ error: m.schedules.keepScheduleNotBoolean }).optional();

/** What is scheduled, as "Coming up" names it: a project going live or taken down, site content, a newsletter issue. */
const COMING_UP_KINDS = ['project-live', 'project-down', 'content', 'newsletter'] as const;
export type ComingUpKind = (typeof COMING_UP_KINDS)[number];

/**
 * The body of `POST /api/admin/coming-up/now` and `…/unschedule`: one item of "Coming up", by its kind and its
 * id (a project's or an issue's), or for site content the sections scheduled together.
 */
export const comingUpItemSchemas = perLanguage((m) =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.enum(['project-live', 'project-down', 'newsletter']),
        id: z.number({ error: m.requests.invalidId }).int(m.requests.invalidId).positive(m.requests.invalidId),
      }),
      z.object({
        kind: z.literal('content'),
        sections: z.array(z.enum(SITE_CONTENT_SECTIONS, { error: m.schedules.sectionsRequired }), { error: m.schedules.sectionsRequired }).min(1, m.schedules.sectionsRequired),
      }),
    ],
    { error: m.requests.invalidRequest },
  ),
);
