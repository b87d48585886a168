import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from './public-toast.ts';
import { $toasts } from './toast-store.ts';

afterEach(() => {
  $toasts.set([]);
});

describe('a toast raised on a public page', () => {
  it('replaces the stand-in region with the real one, which shows it', async () => {
    document.body.innerHTML = `<div id="toaster"><section aria-label="Notifications (F8)" tabindex="-1"><ol tabindex="-1"></ol></section></div>`;
    act(() => {
      toast({ title: 'Message Sent', description: 'Thank you for your message. We will get back to you soon.' });
    });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });
});
