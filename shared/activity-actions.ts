/** Every kind of admin change the activity log records, in the order its filter lists them. */
export const ACTIVITY_ACTIONS = [
  'session.signed-in',
  'session.sign-in-failed',
  'session.code-failed',
  'session.signed-out',
  'project.created',
  'project.edited',
  'project.featured',
  'project.unfeatured',
  'project.deleted',
  'project.published',
  'project.drafted',
  'project.scheduled',
  'project.unscheduled',
  'project.went-live',
  'project.taken-down',
  'projects.reordered',
  'image.uploaded',
  'image.described',
  'image.deleted',
  'redirect.created',
  'redirect.edited',
  'redirect.deleted',
  'message.read',
  'message.deleted',
  'lead.added',
  'lead.stage-changed',
  'lead.updated',
  'subscriber.deleted',
  'subscribers.exported',
  'newsletter.sent',
  'newsletter.scheduled',
  'newsletter.deleted',
  'newsletter.unscheduled',
  'newsletter.went-out',
  'data.erased',
  'user.approved',
  'user.unapproved',
  'user.deleted',
  'user.role-changed',
  'user.password-reset-link',
  'account.password-changed',
  'account.password-reset',
  'account.sessions-ended',
  'account.session-ended',
  'account.two-factor-enabled',
  'account.two-factor-disabled',
  'security.two-factor-required',
  'security.two-factor-optional',
  'testimonial.requested',
  'testimonial.received',
  'testimonial.added',
  'testimonial.edited',
  'testimonial.approved',
  'testimonial.hidden',
  'testimonial.deleted',
  'testimonials.reordered',
  'content.published',
  'content.discarded',
  'content.restored',
  'content.scheduled',
  'content.unscheduled',
  'content.went-live',
  'backup.taken',
  'backup.restored',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const isActivityAction = (value: string): value is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** What one record holds, from which its sentence is written in each language (shared/messages). */
export interface ActivityFacts {
  action: string;
  actorName: string | null;
  target: string | null;
  details: Record<string, unknown> | null;
  clientAddress: string;
}
