/** The closing call to action used on the home, services and project pages. */
export const contactCta = {
  eyebrow: 'Start a project',
  title: 'Let’s talk about your space',
  text: 'Share a few details and a project lead will call you back within one working day to arrange a free site assessment.',
  button: 'Book a Consultation',
  hoursLabel: 'Office hours',
} as const;
