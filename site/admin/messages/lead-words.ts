import type { LeadChannel, LeadSourceDescription, LeadStage, LostReason, PreferredContact, Timeline } from '../../../shared/leads.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { categoryLabel } from '../../i18n/categories.ts';
import { dictionaries, useAdminLanguage } from '../i18n/text.ts';
import type { LeadOptions } from '../lib/api-types.ts';

/** A lead's facts in words of one language: the stored values (English stages, ids of bands and channels) are never shown as they are. */
const wordsIn = (lang: AdminLanguage) => {
  const t = dictionaries[lang].leads;
  // A calendar day has no time zone of its own: it is written as the day it names.
  const day = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });
  return {
    /** "instagram / paid / spring-launch", "Google search", "Direct", "Phone (added by hand)". */
    source: (source: LeadSourceDescription): string => {
      switch (source.kind) {
        case 'campaign':
        case 'social':
        case 'site':
          return source.name;
        case 'ad':
          return t.adSource(source.name);
        case 'search':
          return t.searchSource(source.name);
        case 'direct':
          return t.direct;
        case 'manual':
          return t.addedByHand(t.channels[source.channel]);
      }
    },
    stage: (stage: LeadStage) => t.stages[stage],
    lostReason: (reason: LostReason) => t.lostReasons[reason],
    channel: (channel: LeadChannel) => t.channels[channel],
    projectType: (type: string) => categoryLabel(type, lang),
    timeline: (timeline: Timeline) => t.timelines[timeline],
    preferredContact: (contact: PreferredContact) => t.preferredContacts[contact],
    /** A budget band by its id, as the office names it now; undefined for a band no longer offered. */
    budget: (id: string, bands: LeadOptions['budgets']) => bands.find((band) => band.id === id)?.label[lang],
    /** "EGP 2,400,000", and in Arabic the figure before the counted pounds. */
    egp: t.egp,
    /** A YYYY-MM-DD day as "November 22, 2026" (in Arabic the day first, then the month's Egyptian name), that calendar day wherever the browser is. */
    day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
  };
};

export type LeadWords = ReturnType<typeof wordsIn>;

const WORDS: Readonly<Record<AdminLanguage, LeadWords>> = { en: wordsIn('en'), ar: wordsIn('ar') };

/** The leads' words in a language, for what is written outside a component (the CSV export). */
export const leadWords = (lang: AdminLanguage): LeadWords => WORDS[lang];

/** The leads' words in the admin's language, in a component. */
export const useLeadWords = (): LeadWords => WORDS[useAdminLanguage()];
