import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar as arabicMessages } from '../../../shared/messages/ar.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { guestLanguage, keptChoice, LANGUAGE_CHOICE_KEY } from '../i18n/browser-language.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { SidebarContent } from '../layout/SidebarContent.tsx';
import SettingsPage from '../settings/SettingsPage.tsx';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import { followAccountLanguage } from './account-language.ts';
import { $session, setSessionUser } from './session-store.ts';
import { SignedInUserContext } from './signed-in-user.tsx';

let stopFollowing: () => void;
beforeEach(() => {
  stopFollowing = followAccountLanguage();
});
afterEach(() => {
  stopFollowing();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  $toasts.set([]);
  $session.set({ status: 'loading', user: null });
  $adminLanguage.set('en');
});

const signedIn = (ui: React.ReactNode, user = makeUser()) => {
  setSessionUser(user);
  return renderAdmin(<SignedInUserContext value={user}>{ui}</SignedInUserContext>, { path: '/admin/dashboard' });
};

describe('the admin’s language', () => {
  it('is the signed-in account’s, on the page and in every screen already drawn, without drawing them anew', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ newCount: 0, weeks: [], byStatus: {} }));
    signedIn(<SidebarContent />);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    act(() => setSessionUser(makeUser({ adminLanguage: 'ar' })));
    expect(screen.getByRole('navigation', { name: 'لوحة الإدارة' })).toBe(nav);
    expect(within(nav).getByRole('link', { name: 'لوحة التحكم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByText('المالك')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('is chosen in Settings → Language, stored with the account, said in a toast in the new language, and kept in the browser', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (input, init) => {
      const request = await requestOf([input, init]);
      if (request.path === '/api/admin/account/language') return jsonResponse({ adminLanguage: request.body.adminLanguage, message: arabicMessages.auth.languageSaved });
      if (request.path === '/api/admin/account/sessions') return jsonResponse([]);
      if (request.path === '/api/admin/security') return jsonResponse({ requireTwoFactor: false });
      return jsonResponse({ notificationEmails: [], acknowledgeVisitors: false, smtpConfigured: false, mailFrom: '' });
    });
    signedIn(<SettingsPage />);
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'العربية']);
    await userEvent.selectOptions(language, 'العربية');

    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument());
    const puts = (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)))).filter((request) => request.method === 'PUT');
    expect(puts).toEqual([{ path: '/api/admin/account/language', method: 'PUT', body: { adminLanguage: 'ar' } }]);
    expect($session.get().user?.adminLanguage).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect($toasts.get()[0]).toMatchObject({ title: 'تم تغيير اللغة', description: arabicMessages.auth.languageSaved });
    expect(keptChoice()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('before sign-in is the one chosen in this browser, else the browser’s first language', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['ar-EG', 'en']);
    expect(guestLanguage(LANGUAGE_CHOICE_KEY)).toBe('ar');
    languages.mockReturnValue(['en-GB', 'ar']);
    expect(guestLanguage(LANGUAGE_CHOICE_KEY)).toBe('en');
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, 'ar');
    expect(guestLanguage(LANGUAGE_CHOICE_KEY)).toBe('ar');
    languages.mockRestore();
  });
});
