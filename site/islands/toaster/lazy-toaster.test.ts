import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForFirstToast } from './lazy-toaster.ts';
import { mountToastRegion } from './mount-toast-region.tsx';
import { $toasts, toast } from './toast-store.ts';
import { must } from '../../../shared/must.ts';

let stop = () => {};
let root: ReturnType<typeof mountToastRegion> | undefined;

beforeEach(() => {
  document.body.innerHTML = `<div id="toaster"><section aria-label="Notifications (F8)" tabindex="-1"><ol tabindex="-1"></ol></section></div>`;
});

afterEach(() => {
  stop();
  act(() => root?.unmount());
  root = undefined;
  $toasts.set([]);
  document.body.innerHTML = '';
});

describe('the public pages’ lazy notification area', () => {
  it('loads nothing while no toast is raised', async () => {
    const mount = vi.fn(async () => {});
    stop = watchForFirstToast(must(document.getElementById('toaster')), mount);
    await userEvent.keyboard('{F8}');
    expect(mount).not.toHaveBeenCalled();
  });

  it('mounts the real region on the first toast, once, and shows that toast', async () => {
    const mount = vi.fn(async (host: HTMLElement) => {
      root = mountToastRegion(host);
    });
    stop = watchForFirstToast(must(document.getElementById('toaster')), mount);
    act(() => {
      toast({ title: 'Message Sent', description: 'Thank you for your message. We will get back to you soon.' });
    });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    act(() => {
      toast({ title: 'Success!', description: 'You have been subscribed to our newsletter.' });
    });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });
});
