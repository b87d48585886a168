/**
 * The studio's name and file prefix, fixed in code. Everything the office can change (phone, email,
 * address, hours, social links, texts) is site content: shared/site-content and the admin's "Site Content".
 */
export const company = {
  /** As the logo and the English sentences write it; an Arabic sentence writes it in Arabic (`studioName` in shared/messages). */
  name: 'Nile Atelier',
  /** File-name prefix for exports such as the subscriber CSV. */
  filePrefix: 'nile-atelier',
} as const;
