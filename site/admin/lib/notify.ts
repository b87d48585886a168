import { reasonOf } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';

/** Destructive toast titled 'Error' (the spec's admin default) with a described failure. */
export const notifyError = (description: string, title = 'Error') => toast({ title, description, variant: 'destructive' });

/** "Failed to delete project: 404: Project not found": the spec's form "<what>: <status>: <message>". */
export const failedTo = (what: string, error: unknown) => `${what}: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`;

/** The server's sentence alone, for toasts that show "the server message". */
export const serverMessage = (error: unknown, fallback: string) => reasonOf(error) ?? fallback;

/** Said after every project change: the public site is rebuilt in the background. */
export const SITE_UPDATES_SHORTLY = 'The public website will show the change in a minute or so.';
