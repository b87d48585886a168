import type { LeadChannel, LeadSourceDescription, LeadStage, LostReason } from '../../../shared/leads.ts';
import { text } from '../i18n/text.ts';

const t = text.leads;

/** A lead's source in words: "instagram / paid / spring-launch", "Google search", "Direct", "Phone (added by hand)". */
export const sourceLabel = (source: LeadSourceDescription): string => {
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
};

export const stageLabel = (stage: LeadStage) => t.stages[stage];
export const lostReasonLabel = (reason: LostReason) => t.lostReasons[reason];
export const channelLabel = (channel: LeadChannel) => t.channels[channel];

const EGP = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 });
/** "EGP 2,400,000". */
export const formatEgp = (value: number) => EGP.format(value);

/** A YYYY-MM-DD day as "November 22, 2026", read as that calendar day wherever the browser is. */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
