import { api } from '../../lib/api-client.ts';

/**
 * The read endpoints, as the query keys' first element (the spec's default read helper GETs it).
 * The paths come from the typed client, so a renamed route is a compile error here.
 */
export const endpoints = {
  user: api.api.admin.user.$path(),
  projects: api.api.admin.projects.$path(),
  messages: api.api.admin['contact-messages'].$path(),
  messageSummary: api.api.admin['contact-messages'].summary.$path(),
  leadSummary: api.api.admin.leads.summary.$path(),
  leadOptions: api.api.admin.leads.options.$path(),
  notifications: api.api.admin.notifications.$path(),
  subscribers: api.api.admin.subscribers.$path(),
  newsletterSettings: api.api.admin['newsletter-settings'].$path(),
  users: api.api.admin.users.$path(),
  publishing: api.api.admin.publishing.$path(),
  comingUp: api.api.admin['coming-up'].$path(),
  upload: api.api.admin.upload.$path(),
  activity: api.api.admin.activity.$path(),
  backups: api.api.admin.backups.$path(),
  siteContent: api.api.admin['site-content'].$path(),
  siteContentHistory: api.api.admin['site-content'].history.$path(),
  sessions: api.api.admin.account.sessions.$path(),
  security: api.api.admin.security.$path(),
  analytics: api.api.admin.analytics.$path(),
  media: api.api.admin.media.$path(),
  redirects: api.api.admin.redirects.$path(),
  missingPages: api.api.admin.redirects.missing.$path(),
  testimonials: api.api.admin.testimonials.$path(),
  testimonialRequests: api.api.admin.testimonials.requests.$path(),
} as const;
