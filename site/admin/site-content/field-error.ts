import { get, type FieldErrors } from 'react-hook-form';

/** The schema's message for a path, or for a list as a whole (react-hook-form keeps it under `root`). */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => {
  const error = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' ? message : undefined;
};
