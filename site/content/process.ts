/** The process steps' labels for assistive technology; the steps themselves are site content. */
export const process = {
  stepLabel: (number: number) => `Step ${number}: `,
} as const;
