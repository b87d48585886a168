import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse } from '../../test/fetch-mock.ts';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import RegisterPage from './RegisterPage.tsx';
import { $session, setSessionUser } from './session-store.ts';

afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
  $session.set({ status: 'loading', user: null });
});

describe('RegisterPage', () => {
  it('creates the account, welcomes the new admin and goes to the dashboard', async () => {
    const created = makeUser({ id: 9, name: 'Nour Adel', email: 'nour@example.com', approved: false, isOwner: false });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(created, 201));
    setSessionUser(null);
    const { location } = renderAdmin(<RegisterPage />, { path: '/admin/register' });
    await userEvent.type(screen.getByLabelText('Email'), 'nour@example.com');
    await userEvent.type(screen.getByLabelText('Full name'), 'Nour Adel');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/admin/dashboard'));
    expect($session.get()).toEqual({ status: 'ready', user: created });
    expect($toasts.get()[0]).toMatchObject({ title: 'Registration successful', description: 'Welcome, Nour Adel!' });
  });
});
