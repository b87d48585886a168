import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../../shared/messages/ar.ts';
import { en } from '../../../shared/messages/en.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { SignedInUserContext } from '../session/signed-in-user.tsx';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import { DevicesCard } from './DevicesCard.tsx';
import { SecurityCard } from './SecurityCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  $toasts.set([]);
  $adminLanguage.set('en');
});

/** Answers each request by its method and path; records what was sent. */
const fakeApi = (answers: Record<string, (body: unknown) => Response>) => {
  const fetchMock = mockFetch();
  fetchMock.mockImplementation(async (...call) => {
    const { path, method, body } = await requestOf(call);
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    return answer(body);
  });
  return fetchMock;
};

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Nile%20Atelier:owner%40nileatelier.com?issuer=Nile%20Atelier&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = ['abcde-fghjk', 'mnpqr-stuvw', 'xyz23-45678', 'abcde-23456', 'fghjk-78923', 'mnpqr-abcde', 'stuvw-fghjk', 'xyz23-mnpqr', 'a2b3c-d4e5f', 'g6h7j-k8m9n'];

describe('TwoFactorCard', () => {
  it('sets up with the QR code and the key as text, turns on with a first code, and shows the backup codes once', async () => {
    const fetchMock = fakeApi({
      'POST /api/admin/account/two-factor/setup': () => jsonResponse({ secret: SECRET, uri: URI }),
      'POST /api/admin/account/two-factor/enable': (body) =>
        (body as { code: string }).code === '123456' ? jsonResponse({ backupCodes: CODES, message: en.twoFactor.enabled }) : jsonResponse({ message: en.twoFactor.codeWrong }, 400),
      'GET /api/admin/user': () => jsonResponse(makeUser({ twoFactorEnabled: true })),
    });
    renderAdmin(
      <SignedInUserContext value={makeUser()}>
        <TwoFactorCard />
      </SignedInUserContext>,
      { path: '/admin/settings' },
    );
    expect(screen.getByText('Off')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(en.twoFactor.codeWrong)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your backup codes' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('abcde-fghjk')).not.toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/api/admin/user'))).toBe(true);
  });

  it('turns off only with the password', async () => {
    const fetchMock = fakeApi({
      'POST /api/admin/account/two-factor/disable': (body) =>
        (body as { password: string }).password === 'my-password' ? jsonResponse({ message: en.twoFactor.disabled }) : jsonResponse({ message: en.auth.currentPasswordWrong }, 400),
      'GET /api/admin/user': () => jsonResponse(makeUser()),
    });
    renderAdmin(
      <SignedInUserContext value={makeUser({ twoFactorEnabled: true })}>
        <TwoFactorCard />
      </SignedInUserContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'a-guess');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(en.auth.currentPasswordWrong)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Two-step sign-in is off' }));
    expect((await requestOf(fetchMock.mock.calls[1] as Parameters<typeof fetch>)).body).toEqual({ password: 'my-password' });
  });
});

describe('DevicesCard', () => {
  const devices = [
    {
      id: 'current-session-handle00',
      current: true,
      browser: 'Chrome 131',
      system: 'macOS Catalina',
      clientAddress: '203.0.113.9',
      createdAt: new Date().toISOString(),
      lastSeenAt: new Date().toISOString(),
    },
    {
      id: 'phone-session-handle-000',
      current: false,
      browser: 'Safari 17',
      system: 'iOS 17.5',
      clientAddress: '198.51.100.4',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastSeenAt: '2026-11-02T10:00:00.000Z',
    },
  ];

  it('lists the devices with this one marked, and signs out another one or all the others', async () => {
    let listed = devices;
    const fetchMock = fakeApi({
      'GET /api/admin/account/sessions': () => jsonResponse(listed),
      'DELETE /api/admin/account/sessions/phone-session-handle-000': () => {
        listed = [devices[0] as (typeof devices)[number]];
        return jsonResponse({ message: en.auth.sessionSignedOut });
      },
    });
    renderAdmin(<DevicesCard />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome 131, macOS Catalina');
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari 17, iOS 17.5');
    expect(rows[1]).toHaveTextContent('from 198.51.100.4');
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari 17, iOS 17.5' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter((call) => (call[1]?.method ?? (call[0] as Request).method) === 'DELETE')).toHaveLength(1);
  });
});

describe('the account’s security in Arabic', () => {
  it('sets up two-step sign-in in Arabic: the Arabic rules for the code, the key and the codes left to right', async () => {
    $adminLanguage.set('ar');
    fakeApi({
      'POST /api/admin/account/two-factor/setup': () => jsonResponse({ secret: SECRET, uri: URI }),
      'POST /api/admin/account/two-factor/enable': () => jsonResponse({ backupCodes: CODES, message: ar.twoFactor.enabled }),
      'GET /api/admin/user': () => jsonResponse(makeUser({ twoFactorEnabled: true, adminLanguage: 'ar' })),
    });
    renderAdmin(
      <SignedInUserContext value={makeUser({ adminLanguage: 'ar' })}>
        <TwoFactorCard />
      </SignedInUserContext>,
    );
    expect(screen.getByText('غير مفعّل')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إعداد التحقق بخطوتين' }));
    expect(await screen.findByRole('img', { name: 'رمز QR لتطبيق المصادقة' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toHaveAttribute('dir', 'ltr');
    const code = screen.getByLabelText('رمز التحقق');
    expect(code).toHaveAttribute('dir', 'ltr');
    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'تفعيل' }));
    expect(await screen.findByText(ar.twoFactor.codeRequired)).toBeInTheDocument();

    await userEvent.type(code, '3456');
    await userEvent.click(screen.getByRole('button', { name: 'تفعيل' }));
    const dialog = await screen.findByRole('dialog', { name: 'رموزك الاحتياطية' });
    expect(within(dialog).getByRole('list', { name: 'الرموز الاحتياطية' })).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظتها' }));
    expect($toasts.get()[0]).toMatchObject({ title: 'تم تفعيل التحقق بخطوتين', description: 'التحقق بخطوتين مفعّل لحسابك.' });
    expect(screen.getByText('مفعّل')).toBeInTheDocument();
  });

  it('lists the devices with Arabic times, names and addresses', async () => {
    $adminLanguage.set('ar');
    const now = new Date().toISOString();
    fakeApi({
      'GET /api/admin/account/sessions': () =>
        jsonResponse([
          { id: 'current-session-handle00', current: true, browser: 'Chrome 131', system: 'macOS Catalina', clientAddress: '::1', createdAt: now, lastSeenAt: now },
          { id: 'unknown-session-handle00', current: false, browser: null, system: null, clientAddress: '198.51.100.4', createdAt: now, lastSeenAt: now },
        ]),
    });
    renderAdmin(<DevicesCard />);
    const [current, unknown] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('Chrome 131، macOS Catalina');
    expect(within(current).getByText('هذا الجهاز')).toBeInTheDocument();
    expect(current).toHaveTextContent('آخر استخدام: الآن · العنوان: \u2066::1\u2069 · تسجيل الدخول: الآن');
    expect(unknown).toHaveTextContent('متصفح غير معروف، نظام غير معروف');
    expect(within(unknown).getByRole('button', { name: 'تسجيل الخروج من متصفح غير معروف، نظام غير معروف' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج من الأجهزة الأخرى' })).toBeInTheDocument();
  });

  it('saves the office’s sign-in rule and says so in Arabic', async () => {
    $adminLanguage.set('ar');
    const fetchMock = fakeApi({
      'GET /api/admin/security': () => jsonResponse({ requireTwoFactor: false }),
      'PUT /api/admin/security': () => jsonResponse({ requireTwoFactor: true, message: ar.twoFactor.requirementSaved(true) }),
    });
    renderAdmin(<SecurityCard />);
    await userEvent.click(await screen.findByRole('switch', { name: 'اشتراط التحقق بخطوتين للجميع' }));
    await vi.waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'حُفظت قواعد تسجيل الدخول', description: ar.twoFactor.requirementSaved(true) }));
    expect((await requestOf(fetchMock.mock.calls[1] as Parameters<typeof fetch>)).body).toEqual({ requireTwoFactor: true });
  });
});
