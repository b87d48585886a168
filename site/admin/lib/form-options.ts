/** The spec's form timing: validate on submit, revalidate on change, focus the first error. */
export const FORM_TIMING = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  shouldFocusError: true,
} as const;
