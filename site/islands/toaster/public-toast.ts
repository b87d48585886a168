import { watchPublicToaster } from './lazy-toaster.ts';
import { toast as raise } from './toast-store.ts';

/** A toast raised on a public page: the first one also brings in the real notification region. */
export const toast: typeof raise = (message) => {
  watchPublicToaster();
  return raise(message);
};
