import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts, toast } from './toast-store.ts';
import Toaster from './Toaster.tsx';

afterEach(() => $toasts.set([]));

describe('Toaster', () => {
  it('keeps an empty notification region that F8 focuses before any toast', async () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.querySelector('li')).toBeNull();
    await userEvent.keyboard('{F8}');
    expect(region.contains(document.activeElement)).toBe(true);
  });

  it('shows the first toast in the notification region', async () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Message Sent', description: 'Thank you for your message. We will get back to you soon.' });
    });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your message. We will get back to you soon.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the last', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Please enter your email address', variant: 'destructive' });
    });
    await screen.findByText('Error');
    act(() => {
      toast({ title: 'Success!', description: 'You have been subscribed to our newsletter.' });
    });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
  });
});
