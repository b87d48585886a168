import { company } from './company.ts';
import { describeSource, sourceKey, type SourceDescription, type VisitSource } from './lead-source.ts';
import { categoryLabel, type PortfolioFilter } from './categories.ts';
import type { ContentLocale } from './site-content/locales.ts';

type InEveryLanguage = Readonly<Record<ContentLocale, string>>;

/** Where a deal stands, beside the inbox status of its email; existing messages start as "New lead". */
export const LEAD_STAGES = ['New lead', 'Contacted', 'Site visit', 'Quote sent', 'Won', 'Lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The stages of the funnel the dashboard draws, in order; a lead that reached a later one passed the earlier ones. */
export const FUNNEL_STAGES = ['New lead', 'Site visit', 'Quote sent', 'Won'] as const satisfies readonly LeadStage[];

/** Why a Lost deal was lost. */
export const LOST_REASONS = ['Price', 'Timing', 'Chose another studio', 'No reply', 'Other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** The names the admin and the activity log give the stages, the lost reasons and the channels; the stored values are the English stages and reasons. */
export const STAGE_NAMES: Readonly<Record<ContentLocale, Readonly<Record<LeadStage, string>>>> = {
  en: { 'New lead': 'New lead', Contacted: 'Contacted', 'Site visit': 'Site visit', 'Quote sent': 'Quote sent', Won: 'Won', Lost: 'Lost' },
  ar: { 'New lead': 'عميل جديد', Contacted: 'تم التواصل', 'Site visit': 'معاينة ميدانية', 'Quote sent': 'أُرسل عرض السعر', Won: 'تم التعاقد', Lost: 'لم يتم التعاقد' },
};

export const LOST_REASON_NAMES: Readonly<Record<ContentLocale, Readonly<Record<LostReason, string>>>> = {
  en: { Price: 'Price', Timing: 'Timing', 'Chose another studio': 'Chose another studio', 'No reply': 'No reply', Other: 'Other' },
  ar: { Price: 'السعر', Timing: 'التوقيت', 'Chose another studio': 'التعاقد مع شركة أخرى', 'No reply': 'عدم الرد', Other: 'سبب آخر' },
};

/**
 * The furthest a lead has come: Lost ends a deal without moving it on, so it never counts as further.
 * A deal that went New lead → Quote sent → Lost has still reached Quote sent.
 */
export const furthestOf = (reached: LeadStage, next: LeadStage): LeadStage => (next === 'Lost' || LEAD_STAGES.indexOf(next) <= LEAD_STAGES.indexOf(reached) ? reached : next);

/** How a lead reached the studio: `form` for every message sent through the site, the others added by hand. */
export const LEAD_CHANNELS = ['form', 'whatsapp', 'phone', 'walk-in', 'referral'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
export const MANUAL_CHANNELS = ['phone', 'whatsapp', 'walk-in', 'referral'] as const satisfies readonly LeadChannel[];

export const CHANNEL_NAMES: Readonly<Record<ContentLocale, Readonly<Record<LeadChannel, string>>>> = {
  en: { form: 'Contact form', whatsapp: 'WhatsApp', phone: 'Phone', 'walk-in': 'Walk-in', referral: 'Referral' },
  ar: { form: 'نموذج التواصل', whatsapp: 'واتساب', phone: 'الهاتف', 'walk-in': 'زيارة للمكتب', referral: 'ترشيح' },
};

/** "Project type": the portfolio's categories (its filters but "all"), or `other`. */
export const PROJECT_TYPES = ['residential', 'retail', 'food-beverage', 'commercial', 'other'] as const satisfies readonly (PortfolioFilter | 'other')[];
export const projectTypeLabel = (type: string, lang: ContentLocale) => categoryLabel(type, lang);

export const TIMELINES = ['asap', '3-months', '6-months', 'later'] as const;
export type Timeline = (typeof TIMELINES)[number];
export const TIMELINE_LABELS: Readonly<Record<Timeline, InEveryLanguage>> = {
  asap: { en: 'As soon as possible', ar: 'في أقرب وقت' },
  '3-months': { en: 'Within 3 months', ar: 'خلال 3 أشهر' },
  '6-months': { en: '3 to 6 months', ar: 'من 3 إلى 6 أشهر' },
  later: { en: 'Later', ar: 'لاحقًا' },
};

export const PREFERRED_CONTACTS = ['phone', 'whatsapp', 'email'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
/** Short, and unlike the form's own field names ("Phone", "Email"), so each names one control. */
export const PREFERRED_CONTACT_LABELS: Readonly<Record<PreferredContact, InEveryLanguage>> = {
  phone: { en: 'Call', ar: 'مكالمة' },
  whatsapp: { en: 'WhatsApp', ar: 'واتساب' },
  email: { en: 'E-mail', ar: 'بريد إلكتروني' },
};

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

/** The first words of a reply on WhatsApp, in the language the visitor wrote in. */
const WHATSAPP_GREETINGS: Readonly<Record<ContentLocale, (name: string) => string>> = {
  en: (name) => `Hello ${name}, thank you for contacting ${company.name}. `,
  ar: (name) => `مرحبًا ${name}، شكرًا لتواصلك مع ${company.arabicName}. `,
};

/** "Reply on WhatsApp": a chat with the visitor's phone in international digits, opened with a greeting in their language. */
export const whatsappReplyHref = ({ phone, name, lang }: { phone: string; name: string; lang: ContentLocale }) =>
  `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(WHATSAPP_GREETINGS[lang](name))}`;
