/**
 * The studio's name and file prefix, fixed in code. Everything the office can change (phone, email,
 * address, hours, social links, texts) is site content: shared/site-content and the admin's "Site Content".
 */
export const company = {
  name: 'Nile Atelier',
  /** The name in an Arabic sentence (emails, WhatsApp greetings); the logo keeps the Latin wordmark. */
  arabicName: 'نايل أتيليه',
  /** File-name prefix for exports such as the subscriber CSV. */
  filePrefix: 'nile-atelier',
} as const;
