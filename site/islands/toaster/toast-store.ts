import { atom } from 'nanostores';

/** The spec's notification rules: one toast at a time, shown 5 s; a dismissed one is dropped after 1,000,000 ms. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Which bottom corner the region sits in; the admin uses the start corner, clear of its side panel's buttons. */
export type ToastPlacement = 'bottom-end' | 'bottom-start';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
}

/** Shared by every island on the page: each island is its own React root, the store is not. */
export const $toasts = atom<ToastMessage[]>([]);

let nextId = 0;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const toast = ({ title, description, variant = 'default' }: { title: string; description?: string; variant?: ToastMessage['variant'] }) => {
  nextId += 1;
  const message: ToastMessage = { id: nextId, title, description, variant, open: true };
  $toasts.set([message, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return message.id;
};

export const dismissToast = (id: number) => {
  $toasts.set($toasts.get().map((message) => (message.id === id ? { ...message, open: false } : message)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      $toasts.set($toasts.get().filter((message) => message.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
};
