/**
 * The interface words around the privacy notice (its text is site content): the footer's link and the
 * sentence under every form. A module of its own, so the forms' islands do not carry it.
 */
export const privacy = {
  href: '/privacy',
  /** The footer's link to the notice. */
  link: 'Privacy notice',
  /** Under every form: the sentence, its last words linking to the notice. */
  consent: 'By sending, you agree to our',
  consentLink: 'privacy notice',
  email: 'Email',
  phone: 'Phone',
};
