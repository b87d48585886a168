import { isbot } from 'isbot';
import { CLICK_IDS, type VisitSource } from '../../shared/lead-source.ts';

/** A browser that says nothing of itself is not counted as a person either. */
export const isBot = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Tablets first: an iPad or an Android tablet also says "Mobile" in some browsers, or "Macintosh" (iPadOS). */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const PHONE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i;

/** The kind of device a user agent belongs to: a phone, a tablet, or else a desktop. */
export const deviceClass = (userAgent: string): DeviceClass => (TABLET.test(userAgent) ? 'tablet' : PHONE.test(userAgent) ? 'phone' : 'desktop');

/**
 * The host of the site that sent the visitor, from a Referer header; null when there is none, when it
 * is this site itself (a visitor moving between its pages), or when it is not a web address.
 */
export const referrerHost = (referer: string | undefined, ownHost: string): string | null => {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return host === ownHost.toLowerCase().replace(/^www\./, '') ? null : host;
};

/** What a landing address says of the campaign that brought the visitor. */
export type CampaignFacts = Omit<VisitSource, 'referrer'>;

/** Campaign names are short labels; anything longer is cut, and control characters are dropped. */
const MAX_LABEL = 100;
const label = (value: string | null) => {
  const cleaned = value
    ?.replace(/\p{Cc}/gu, '')
    .trim()
    .toLowerCase()
    .slice(0, MAX_LABEL);
  return cleaned ? cleaned : null;
};

/** The UTM parameters (lowercased, as the campaign tools write them) and the ad click id of a landing address's query. */
export const campaignFacts = (query: URLSearchParams): CampaignFacts => ({
  utmSource: label(query.get('utm_source')),
  utmMedium: label(query.get('utm_medium')),
  utmCampaign: label(query.get('utm_campaign')),
  clickId: CLICK_IDS.find((id) => query.has(id)) ?? null,
});
