import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import { en } from '../../../shared/messages/en.ts';
import RegisterPage from './RegisterPage.tsx';
import { $session, setSessionUser } from './session-store.ts';
import { openSignIn } from './sign-in-page.ts';

vi.mock('./sign-in-page.ts', () => ({ openSignIn: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
  $session.set({ status: 'loading', user: null });
});

describe('RegisterPage', () => {
  const fillAndSend = async () => {
    await userEvent.type(screen.getByLabelText('Email'), 'nour@example.com');
    await userEvent.type(screen.getByLabelText('Full name'), 'Nour Adel');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  };
  const registered = () => jsonResponse({ message: en.auth.awaitingApproval }, 201);

  it('creates the account, signs it in with the password just chosen, welcomes the new admin and goes to the dashboard', async () => {
    const created = makeUser({ id: 9, name: 'Nour Adel', email: 'nour@example.com', approved: false, isOwner: false });
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(registered()).mockResolvedValueOnce(jsonResponse(created));
    setSessionUser(null);
    const { location } = renderAdmin(<RegisterPage />, { path: '/admin/register' });
    await fillAndSend();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/admin/dashboard'));
    expect(fetched.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual(['/api/admin/register', '/api/admin/login']);
    expect($session.get()).toEqual({ status: 'ready', user: created });
    expect($toasts.get()[0]).toMatchObject({ title: 'Registration successful', description: 'Welcome, Nour Adel!' });
  });

  it('says what the server answered and shows the sign-in when the password just chosen does not sign in', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(registered())
      .mockResolvedValueOnce(jsonResponse({ message: en.auth.invalidLogin }, 401));
    setSessionUser(null);
    renderAdmin(<RegisterPage />, { path: '/admin/register' });
    await fillAndSend();
    await vi.waitFor(() => expect(openSignIn).toHaveBeenCalledWith({ toast: { title: 'Registration successful', description: en.auth.awaitingApproval } }));
    expect($session.get().user).toBeNull();
  });
});
