import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { common as arabic } from '../../content/ar/common.ts';
import { common } from '../../content/common.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $toasts } from '../toaster/toast-store.ts';
import NewsletterForm from './NewsletterForm.tsx';
import { en } from '../../../shared/messages/en.ts';
import { must } from '../../../shared/must.ts';

// The stamp's own rules are tested in form-guard.test.ts; here the form just sends what the guard gives.
vi.mock('../form-guard/form-guard.ts', () => ({
  createFormGuard: () => ({ start: () => undefined, ready: async () => ({ stamp: 'signed-stamp' }) }),
  pageLang: () => 'en',
}));

const field = () => screen.getByRole('textbox', { name: common.newsletter.label });
const subscribe = () => screen.getByRole('button', { name: /Subscrib/ });

afterEach(() => $toasts.set([]));

describe('NewsletterForm', () => {
  it('makes no request on an empty submit and shows the Error toast', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.click(subscribe());

    expect(fetchMock).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([expect.objectContaining({ title: 'Error', description: en.subscribe.emailRequired, variant: 'destructive' })]);
  });

  it('treats spaces alone as empty', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), '   ');
    await user.click(subscribe());
    expect(fetchMock).not.toHaveBeenCalled();
    expect($toasts.get()[0]?.title).toBe('Error');
  });

  it('subscribes, disables the button meanwhile, clears the field and says Success!', async () => {
    const fetchMock = mockFetch();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'reader@example.com');
    await user.click(subscribe());

    await waitFor(() => expect(subscribe()).toBeDisabled());
    expect(await requestOf(must(fetchMock.mock.calls[0]))).toMatchObject({
      path: '/api/subscribe',
      method: 'POST',
      body: { email: 'reader@example.com', website: '', stamp: 'signed-stamp', lang: 'en' },
    });
    answer(jsonResponse({ email: 'reader@example.com', confirm: false }, 201));

    await waitFor(() => expect(field()).toHaveValue(''));
    expect(subscribe()).toBeEnabled();
    expect($toasts.get()[0]).toMatchObject({ title: 'Success!', description: 'You have been subscribed to our newsletter.' });
  });

  it('asks for the emailed confirmation when the subscription waits for it, in Arabic too', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ email: 'reader@example.com', confirm: true }, 201));
    const user = userEvent.setup();
    render(<NewsletterForm locale="ar" />);
    await user.type(screen.getByRole('textbox'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: arabic.newsletter.submit }));
    await waitFor(() =>
      expect($toasts.get()[0]).toMatchObject({
        title: arabic.newsletter.successTitle,
        description: 'تم اشتراكك في نشرتنا البريدية. من فضلك أكّد اشتراكك من الرسالة التي أرسلناها إليك.',
      }),
    );
  });

  it('adds "Please confirm from the email we sent you." to the English success toast with double opt-in', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ email: 'reader@example.com', confirm: true }, 201));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'reader@example.com');
    await user.click(subscribe());
    await waitFor(() =>
      expect($toasts.get()[0]).toMatchObject({ title: 'Success!', description: 'You have been subscribed to our newsletter. Please confirm from the email we sent you.' }),
    );
  });

  it('shows Subscription Failed with the server sentence and keeps the address', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ message: en.subscribe.alreadySubscribed }, 409));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'reader@example.com');
    await user.click(subscribe());

    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Subscription Failed', description: en.subscribe.alreadySubscribed, variant: 'destructive' }));
    expect(field()).toHaveValue('reader@example.com');
  });

  it('falls back to the spec sentence when there is no message', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.type(field(), 'reader@example.com');
    await user.click(subscribe());
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Subscription Failed', description: 'Failed to subscribe to newsletter' }));
  });
});
