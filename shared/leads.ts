import { describeSource, sourceKey, type SourceDescription, type VisitSource } from './lead-source.ts';
import type { PortfolioFilter } from './categories.ts';

/** Where a deal stands, beside the inbox status of its email; existing messages start as "New lead". */
export const LEAD_STAGES = ['New lead', 'Contacted', 'Site visit', 'Quote sent', 'Won', 'Lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The stages of the funnel the dashboard draws, in order; a lead that reached a later one passed the earlier ones. */
export const FUNNEL_STAGES = ['New lead', 'Site visit', 'Quote sent', 'Won'] as const satisfies readonly LeadStage[];

/** Why a Lost deal was lost. */
export const LOST_REASONS = ['Price', 'Timing', 'Chose another studio', 'No reply', 'Other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/**
 * The furthest a lead has come: Lost ends a deal without moving it on, so it never counts as further.
 * A deal that went New lead → Quote sent → Lost has still reached Quote sent.
 */
export const furthestOf = (reached: LeadStage, next: LeadStage): LeadStage => (next === 'Lost' || LEAD_STAGES.indexOf(next) <= LEAD_STAGES.indexOf(reached) ? reached : next);

/** How a lead reached the studio: `form` for every message sent through the site, the others added by hand. */
export const LEAD_CHANNELS = ['form', 'whatsapp', 'phone', 'walk-in', 'referral'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
export const MANUAL_CHANNELS = ['phone', 'whatsapp', 'walk-in', 'referral'] as const satisfies readonly LeadChannel[];

/** "Project type": the portfolio's categories (its filters but "all"), or `other`. */
export const PROJECT_TYPES = ['residential', 'retail', 'food-beverage', 'commercial', 'other'] as const satisfies readonly (PortfolioFilter | 'other')[];

export const TIMELINES = ['asap', '3-months', '6-months', 'later'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const PREFERRED_CONTACTS = ['phone', 'whatsapp', 'email'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];

/** The area of a project in whole square metres. */
export const AREA_RANGE = { min: 10, max: 100_000 } as const;
export const LOCATION_MAX = 120;

/** Attachments with a message: floor plans and photos. */
export const ATTACHMENT_LIMITS = {
  files: 5,
  /** Of the files as chosen, together. */
  totalBytes: 10 * 1024 * 1024,
} as const;
/** Sniffed from the bytes; the picker offers the same. */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/**
 * A phone number as WhatsApp's links take it: international digits only. Egyptian numbers written the
 * local way (01… with 11 digits, or 00 20…) become 20…; anything else keeps its digits.
 */
export const internationalDigits = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  if (/^01\d{9}$/.test(digits)) return `2${digits}`;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits;
};

/** A lead's source for the dashboard and the filters: its visit's source, or for a lead added by hand, its channel. */
export type LeadSourceDescription = SourceDescription | { kind: 'manual'; channel: LeadChannel };

interface LeadOrigin extends VisitSource {
  channel: LeadChannel;
}

export const leadSourceKey = (lead: LeadOrigin): string => (lead.channel === 'form' ? sourceKey(lead) : `added:${lead.channel}`);
export const describeLeadSource = (lead: LeadOrigin): LeadSourceDescription => (lead.channel === 'form' ? describeSource(lead) : { kind: 'manual', channel: lead.channel });

/** "Reply on WhatsApp": a chat with the visitor's phone in international digits, opened with a greeting. */
export const whatsappReplyHref = (phone: string, greeting: string) => `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(greeting)}`;
