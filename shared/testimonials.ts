/** A testimonial waits for the office (`pending`), is shown (`approved`) or is kept out of sight (`hidden`). */
export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'hidden'] as const;

/** How long a review link stays open. */
export const REVIEW_LINK_DAYS = 30;

/** A review link's token as it may arrive in an address: anything else is no token. */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The review page's address in the client's language. */
export const reviewPath = (token: string, lang: 'en' | 'ar') => `${lang === 'ar' ? '/ar' : ''}/review/${token}`;

/** The most testimonials the home page and About show. */
export const MAX_PICKED_TESTIMONIALS = 6;
