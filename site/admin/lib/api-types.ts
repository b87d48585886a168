import type { InferResponseType } from 'hono/client';
import type { api } from '../../lib/api-client.ts';

/*
 * Every shape the admin reads, taken from the Hono routes (never typed by hand):
 * if a route changes what it answers, the admin stops compiling instead of breaking at run time.
 */
export type Project = InferResponseType<typeof api.api.admin.projects.$get, 200>[number];
/** One page of the messages, with the total and the sum of their deals' values. */
export type MessagePage = InferResponseType<(typeof api.api.admin)['contact-messages']['$get'], 200>;
export type ContactMessage = MessagePage['messages'][number];
export type LeadSummary = InferResponseType<typeof api.api.admin.leads.summary.$get, 200>;
export type LeadOptions = InferResponseType<typeof api.api.admin.leads.options.$get, 200>;
export type Subscriber = InferResponseType<typeof api.api.admin.subscribers.$get, 200>[number];
export type AdminUser = InferResponseType<typeof api.api.admin.users.$get, 200>[number];
export type SessionUser = InferResponseType<typeof api.api.admin.user.$get, 200>;
export type SignedInDevice = InferResponseType<typeof api.api.admin.account.sessions.$get, 200>[number];
export type SecuritySettings = InferResponseType<typeof api.api.admin.security.$get, 200>;
export type PublishStatus = InferResponseType<typeof api.api.admin.publishing.$get, 200>;
export type UploadedImage = InferResponseType<typeof api.api.admin.upload.$post, 201>;
export type MessageSummary = InferResponseType<(typeof api.api.admin)['contact-messages']['summary']['$get'], 200>;
export type NotificationSettings = InferResponseType<typeof api.api.admin.notifications.$get, 200>;
export type ActivityPage = InferResponseType<typeof api.api.admin.activity.$get, 200>;
export type BackupStatus = InferResponseType<typeof api.api.admin.backups.$get, 200>;
export type SiteContentState = InferResponseType<(typeof api.api.admin)['site-content']['$get'], 200>;
export type SiteContentHistory = InferResponseType<(typeof api.api.admin)['site-content']['history']['$get'], 200>;
export type AnalyticsFigures = InferResponseType<typeof api.api.admin.analytics.$get, 200>;
export type MediaImage = InferResponseType<typeof api.api.admin.media.$get, 200>[number];
export type ImageUse = MediaImage['uses'][number];
export type RedirectRow = InferResponseType<typeof api.api.admin.redirects.$get, 200>[number];
export type TestimonialRow = InferResponseType<typeof api.api.admin.testimonials.$get, 200>[number];
export type TestimonialRequests = InferResponseType<typeof api.api.admin.testimonials.requests.$get, 200>;
export type TestimonialRequestRow = TestimonialRequests['requests'][number];
export type MadeTestimonialRequest = InferResponseType<typeof api.api.admin.testimonials.requests.$post, 201>;
export type MissingPage = InferResponseType<typeof api.api.admin.redirects.missing.$get, 200>[number];
