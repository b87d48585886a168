/** A visitor's message of the spec's five fields, as the contact form sends it: the tests' common example. */
export const VISITOR_MESSAGE = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '+20 100 123 4567',
  subject: 'Villa renovation',
  message: 'We would like a quote for renovating our villa in New Cairo.',
};
