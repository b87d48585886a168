/** The closing call to action's labels; its texts are site content (contact.cta). */
export const contactCta = {
  hoursLabel: 'Office hours',
} as const;
