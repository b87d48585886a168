import { ApiError, reasonOf } from './api-error.ts';

/**
 * The sentence an error toast shows: the server's reason for an API error, otherwise the form's
 * fallback (a dropped connection's "Failed to fetch" means nothing to a visitor).
 */
export const toastReason = (error: unknown, fallback: string): string => (error instanceof ApiError ? reasonOf(error) : undefined) || fallback;
