/** Sentences of the site content rules and routes (issue 10). */
export const siteContentMessages = {
  required: (label: string) => `${label} is required`,
  phoneInvalid: (label: string) => `${label} must be a phone number such as +20 100 555 0142`,
  linkInvalid: (label: string) => `${label} must be an https:// address`,
  emailInvalid: 'Email must be a valid email address',
  numberInvalid: (label: string) => `${label} must be a number from 0 to 1,000,000,000`,
  decimalsInvalid: 'Decimals must be 0, 1 or 2',
  listTooShort: (label: string, min: number) => `${label} needs at least ${min} ${min === 1 ? 'item' : 'items'}`,
  listTooLong: (label: string, max: number) => `${label} can have at most ${max} items`,
  notAnObject: 'Send the section as a JSON object with its fields',
  unknownSection: 'No such site content section',
  versionRequired: 'Send the version you edited, as a whole number',
  conflict: 'This content was changed by someone else. Reload to see it.',
  nothingToPublish: 'There are no unpublished changes to publish',
  versionNotFound: 'That published version no longer exists',
} as const;
