import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import LoginPage from './LoginPage.tsx';
import { $session, setSessionUser } from './session-store.ts';
import { en } from '../../../shared/messages/en.ts';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
  $session.set({ status: 'loading', user: null });
});

const fillAndSubmit = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('LoginPage', () => {
  it('validates on submit with the spec messages and sends nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    setSessionUser(null);
    renderAdmin(<LoginPage />, { path: '/admin/login' });
    await fillAndSubmit('not-an-email', '123');
    expect(screen.getByText(en.auth.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(en.auth.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the failure inline and as a toast', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(401, { message: en.auth.invalidLogin }));
    setSessionUser(null);
    renderAdmin(<LoginPage />, { path: '/admin/login' });
    await fillAndSubmit('owner@nileatelier.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.auth.invalidLogin);
    expect($toasts.get()[0]).toMatchObject({ title: 'Login failed', description: en.auth.invalidLogin, variant: 'destructive' });
  });

  it('signs in, welcomes the user and goes to the dashboard', async () => {
    const owner = makeUser();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, owner));
    setSessionUser(null);
    const { location } = renderAdmin(<LoginPage />, { path: '/admin/login' });
    await fillAndSubmit('owner@nileatelier.com', 'right-password');
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/admin/dashboard'));
    expect($session.get()).toEqual({ status: 'ready', user: owner });
    expect($toasts.get()[0]).toMatchObject({ title: 'Login successful', description: 'Welcome back, Studio Owner!' });
  });

  it('asks for the authentication code after the right password, then signs in', async () => {
    const owner = makeUser();
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    fetchMock.mockResolvedValueOnce(reply(200, { twoFactorRequired: true }));
    fetchMock.mockResolvedValueOnce(reply(401, { message: en.twoFactor.codeWrong }));
    fetchMock.mockResolvedValueOnce(reply(200, owner));
    setSessionUser(null);
    const { location } = renderAdmin(<LoginPage />, { path: '/admin/login' });
    await fillAndSubmit('owner@nileatelier.com', 'right-password');
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect($session.get().user).toBeNull();

    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.twoFactor.codeWrong);

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/admin/dashboard'));
    expect($session.get()).toEqual({ status: 'ready', user: owner });
    const [, , last] = fetchMock.mock.calls;
    expect(String(last?.[0])).toContain('/api/admin/login/two-factor');
  });

  it('links to the forgotten-password screen', () => {
    setSessionUser(null);
    renderAdmin(<LoginPage />, { path: '/admin/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot-password');
  });
});
