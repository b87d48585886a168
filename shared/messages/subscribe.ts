/** Sentences of the newsletter sign-up (spec sections 5 and 8). */
export const subscribeMessages = {
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address.',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  notFound: 'Subscriber not found',
  deleted: 'Subscriber deleted',
} as const;
