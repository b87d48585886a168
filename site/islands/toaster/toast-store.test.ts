import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, toast, TOAST_REMOVE_DELAY_MS } from './toast-store.ts';

afterEach(() => {
  vi.useRealTimers();
  $toasts.set([]);
});

describe('toast store', () => {
  it('keeps at most one toast: a new one replaces the last', () => {
    toast({ title: 'Error', description: 'Please enter your email address', variant: 'destructive' });
    toast({ title: 'Success!', description: 'You have been subscribed to our newsletter.' });
    expect($toasts.get()).toEqual([expect.objectContaining({ title: 'Success!', variant: 'default', open: true })]);
  });

  it('closes a dismissed toast at once and forgets it after the removal delay', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Message Sent' });
    dismissToast(id);
    expect($toasts.get()[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect($toasts.get()).toEqual([]);
  });
});
