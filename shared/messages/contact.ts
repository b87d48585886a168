/** Sentences of the public contact form's rules (spec section 5); the full stops are the spec's. */
export const contactMessages = {
  nameTooShort: 'Name must be at least 2 characters.',
  invalidEmail: 'Please enter a valid email address.',
  phoneTooShort: 'Phone number must be at least 8 characters.',
  subjectTooShort: 'Subject must be at least 3 characters.',
  messageTooShort: 'Message must be at least 10 characters.',
} as const;
