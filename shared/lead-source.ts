/** Ad click ids a landing address may carry. */
export const CLICK_IDS = ['gclid', 'fbclid', 'ttclid'] as const;
type ClickId = (typeof CLICK_IDS)[number];

/** Where a visit came from, as the server recorded it from its landing address and Referer. */
export interface VisitSource {
  /** The host of the site that sent the visitor, when another site did. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Which ad click id the landing address carried. */
  clickId: ClickId | null;
}

/** Referrer hosts grouped under one name: the search engines and the social networks Cairo's clients arrive from. */
const KNOWN_SITES = [
  [/(^|\.)google\.[a-z.]+$/, { kind: 'search', name: 'Google' }],
  [/(^|\.)bing\.com$/, { kind: 'search', name: 'Bing' }],
  [/(^|\.)duckduckgo\.com$/, { kind: 'search', name: 'DuckDuckGo' }],
  [/(^|\.)yahoo\.com$/, { kind: 'search', name: 'Yahoo' }],
  [/(^|\.)instagram\.com$/, { kind: 'social', name: 'Instagram' }],
  [/(^|\.)facebook\.com$|^fb\.me$/, { kind: 'social', name: 'Facebook' }],
  [/(^|\.)tiktok\.com$/, { kind: 'social', name: 'TikTok' }],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, { kind: 'social', name: 'LinkedIn' }],
  [/(^|\.)(twitter|x)\.com$|^t\.co$/, { kind: 'social', name: 'X' }],
  [/(^|\.)whatsapp\.com$|^wa\.me$/, { kind: 'social', name: 'WhatsApp' }],
] as const satisfies readonly (readonly [RegExp, { kind: 'search' | 'social'; name: string }])[];

const CLICK_NETWORKS = { gclid: 'Google Ads', fbclid: 'Meta ads', ttclid: 'TikTok ads' } as const;

/** The names the search engines, networks and ad networks above go by: a screen in another language translates them. */
export type KnownSourceName = (typeof KNOWN_SITES)[number][1]['name'] | (typeof CLICK_NETWORKS)[keyof typeof CLICK_NETWORKS];

/**
 * A source in words, language-neutral parts for the admin to render: a campaign ("instagram / paid /
 * spring-launch"), an ad click, a search engine ("Google" → "Google search"), a social network, another
 * site, or a direct visit (typed address, bookmark, an app that sends no referrer).
 */
export type SourceDescription =
  | { kind: 'campaign'; name: string }
  | { kind: 'ad'; name: string }
  | { kind: 'search'; name: string }
  | { kind: 'social'; name: string }
  | { kind: 'site'; name: string }
  | { kind: 'direct' };

export const describeSource = (source: VisitSource): SourceDescription => {
  if (source.utmSource) return { kind: 'campaign', name: [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(' / ') };
  if (source.clickId) return { kind: 'ad', name: CLICK_NETWORKS[source.clickId] };
  if (source.referrer) {
    const known = KNOWN_SITES.find(([pattern]) => pattern.test(source.referrer ?? ''));
    return known ? known[1] : { kind: 'site', name: source.referrer };
  }
  return { kind: 'direct' };
};

/**
 * The key sources are grouped and filtered by: the UTM source when the campaign names one, else the
 * network of an ad click, the known site's name, the referrer host, or "direct".
 */
export const sourceKey = (source: VisitSource): string => {
  const described = describeSource(source);
  if (described.kind === 'direct') return 'direct';
  if (described.kind === 'campaign') return source.utmSource ?? 'direct';
  return described.name.toLowerCase();
};

/**
 * A source key in words, as far as the key tells: for screens of counts grouped by sourceKey, where only
 * the key is kept. A known site's or an ad network's key gives its name; a host gives the site; any other
 * key is a campaign's UTM source.
 */
export const describeSourceKey = (key: string): SourceDescription => {
  if (key === 'direct') return { kind: 'direct' };
  const network = Object.values(CLICK_NETWORKS).find((name) => name.toLowerCase() === key);
  if (network) return { kind: 'ad', name: network };
  const known = KNOWN_SITES.find(([, site]) => site.name.toLowerCase() === key);
  if (known) return known[1];
  return key.includes('.') ? { kind: 'site', name: key } : { kind: 'campaign', name: key };
};
