import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../../shared/messages/ar.ts';
import { en } from '../../../shared/messages/en.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  $toasts.set([]);
  $adminLanguage.set('en');
});

/** The language the request was sent to be answered in. */
const acceptLanguageOf = ([input, init]: Parameters<typeof fetch>) => new Headers(input instanceof Request ? input.headers : init?.headers).get('Accept-Language');

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

describe('the password screens in Arabic', () => {
  it('ask for the email in Arabic, refuse a wrong one by the Arabic rules and are answered in Arabic', async () => {
    $adminLanguage.set('ar');
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (...call) =>
      (await requestOf(call)).method === 'GET' ? jsonResponse({ byEmail: true }) : jsonResponse({ message: ar.passwordReset.sent }),
    );
    renderAdmin(<ForgotPasswordPage />, { path: '/admin/forgot-password' });
    expect(await screen.findByRole('heading', { name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument();
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect(email).toHaveAttribute('dir', 'ltr');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرابط' }));
    expect(await screen.findByText(ar.auth.invalidEmail)).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'mona@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرابط' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ar.passwordReset.sent);
    expect(acceptLanguageOf(fetchMock.mock.calls.at(-1) as Parameters<typeof fetch>)).toBe('ar');
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toHaveAttribute('href', '/admin/login');
  });

  it('say who resets it when the server sends no email', async () => {
    $adminLanguage.set('ar');
    mockFetch().mockResolvedValue(jsonResponse({ byEmail: false }));
    renderAdmin(<ForgotPasswordPage />, { path: '/admin/forgot-password' });
    expect(await screen.findByText('تواصل مع مسؤول المكتب')).toBeInTheDocument();
    expect(screen.getByText(/«إعادة تعيين كلمة المرور»/)).toBeInTheDocument();
  });

  it('check a new password by the Arabic rules, show its strength in Arabic and send the reset in Arabic', async () => {
    $adminLanguage.set('ar');
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse({ message: ar.passwordReset.done }));
    renderAdmin(<ResetPasswordPage />, { path: '/admin/reset-password?token=abc' });
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'password1');
    expect(await screen.findByText('شائعة جدًا')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }));
    expect(await screen.findByText(ar.auth.passwordTooCommon)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    for (const field of ['كلمة المرور الجديدة', 'تأكيد كلمة المرور']) {
      await userEvent.clear(screen.getByLabelText(field));
      await userEvent.type(screen.getByLabelText(field), 'Zamalek-loft-2026');
    }
    await userEvent.click(screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }));
    await vi.waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'تم تغيير كلمة المرور', description: ar.passwordReset.done }));
    expect(acceptLanguageOf(fetchMock.mock.calls[0] as Parameters<typeof fetch>)).toBe('ar');
  });

  it('say in Arabic that a link without its token is incomplete', () => {
    $adminLanguage.set('ar');
    mockFetch();
    renderAdmin(<ResetPasswordPage />, { path: '/admin/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('هذا الرابط ناقص.');
    expect(screen.getByRole('link', { name: 'طلب رابط جديد' })).toHaveAttribute('href', '/admin/forgot-password');
  });
});
