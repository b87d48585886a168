import { reasonOf } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { currentText } from '../i18n/text.ts';

/** Destructive toast titled 'Error' (the spec's admin default) with a described failure. */
export const notifyError = (description: string, title = currentText().common.errorTitle) => toast({ title, description, variant: 'destructive' });

/** "Failed to delete project: 404: Project not found": the spec's form "<what>: <status>: <message>". */
export const failedTo = (what: string, error: unknown) =>
  currentText().common.failedTo(what, error instanceof Error && error.message ? error.message : currentText().common.unknownError);

/** The server's sentence alone, for toasts that show "the server message". */
export const serverMessage = (error: unknown, fallback: string) => reasonOf(error) ?? fallback;
