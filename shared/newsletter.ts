/** A subscription's life: `pending` until the emailed link is followed (double opt-in), `confirmed`, or `unsubscribed`. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** An issue of the newsletter: written, waiting for its time, going out, or gone to every recipient. */
export const NEWSLETTER_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A subscription never confirmed is deleted this long after its last confirmation email. */
export const PENDING_SUBSCRIPTION_DAYS = 7;

/** Projects an issue may show as cards. */
export const MAX_NEWSLETTER_PROJECTS = 6;
