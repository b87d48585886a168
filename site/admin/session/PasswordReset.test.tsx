import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../shared/messages/en.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  $toasts.set([]);
});

describe('ForgotPasswordPage', () => {
  it('sends the link and says what happens next, the same for any email', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (...call) => {
      const { method } = await requestOf(call);
      return method === 'GET' ? jsonResponse({ byEmail: true }) : jsonResponse({ message: en.passwordReset.sent });
    });
    renderAdmin(<ForgotPasswordPage />, { path: '/admin/forgot-password' });
    await userEvent.type(await screen.findByLabelText('Email'), 'Someone@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.passwordReset.sent);
    const sent = await requestOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>);
    expect(sent).toMatchObject({ path: '/api/admin/password-reset', method: 'POST', body: { email: 'someone@example.com' } });
  });

  it('says the office’s administrator resets it when the server sends no email, and offers no form', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ byEmail: false }));
    renderAdmin(<ForgotPasswordPage />, { path: '/admin/forgot-password' });
    expect(await screen.findByText('Ask the office’s administrator')).toBeInTheDocument();
    expect(screen.getByText(/“Reset password” makes a one-time link/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('checks the two passwords, shows the strength, then sends the token and goes to the sign-in', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse({ message: en.passwordReset.done }));
    const { location } = renderAdmin(<ResetPasswordPage />, { path: '/admin/reset-password?token=abc_DEF-123' });
    await userEvent.type(screen.getByLabelText('New password'), 'Zamalek-loft-2026');
    expect(await screen.findByText('strong')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Zamalek-loft-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(en.auth.passwordsDoNotMatch)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Zamalek-loft-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/admin/login'));
    expect(await requestOf(fetchMock.mock.calls[0] as Parameters<typeof fetch>)).toMatchObject({
      path: '/api/admin/password-reset/confirm',
      body: { token: 'abc_DEF-123', password: 'Zamalek-loft-2026', confirmPassword: 'Zamalek-loft-2026' },
    });
    expect($toasts.get()[0]).toMatchObject({ title: 'Password changed', description: en.passwordReset.done });
  });

  it('refuses a common password before sending anything', async () => {
    const fetchMock = mockFetch();
    renderAdmin(<ResetPasswordPage />, { path: '/admin/reset-password?token=abc' });
    await userEvent.type(screen.getByLabelText('New password'), 'password1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(en.auth.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByText('too common')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a used or expired link, with the way to a new one', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ message: en.passwordReset.tokenInvalid }, 400));
    renderAdmin(<ResetPasswordPage />, { path: '/admin/reset-password?token=used' });
    await userEvent.type(screen.getByLabelText('New password'), 'Zamalek-loft-2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Zamalek-loft-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.passwordReset.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password');
  });
});
