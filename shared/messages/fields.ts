/** The sentences every text field shares, whatever its label. */
export const fieldMessages = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notText: (label: string) => `${label} must be text`,
  nulCharacter: (label: string) => `${label} must not contain a NUL character`,
} as const;
