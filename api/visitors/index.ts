export { campaignFacts, deviceClass, isBot, referrerHost, type CampaignFacts, type DeviceClass } from './request-facts.ts';
export { firstVisitOf, rememberFirstVisits, type FirstVisit } from './visit-sources.ts';
export type { createVisitorIds } from './visitor-ids.ts';
