import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { SignedInUserContext } from '../session/signed-in-user.tsx';
import { makeUser, renderAdmin } from '../test/render-admin.tsx';
import UsersPage from './UsersPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  $toasts.set([]);
  $adminLanguage.set('en');
});

const account = (id: number, name: string, extra: Partial<ReturnType<typeof makeUser>> = {}) =>
  makeUser({ id, name, email: `${name.toLowerCase().replace(' ', '.')}@nileatelier.com`, isOwner: false, ...extra });

const USERS = [makeUser({ id: 1 }), account(2, 'Nour Adel', { approved: false }), account(3, 'Karim Sales', { role: 'sales' }), account(4, 'Me Admin')];

const renderUsers = () => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = mockFetch();
  fetchMock.mockImplementation(async (...call) => {
    const request = await requestOf(call);
    if (request.method === 'GET') return jsonResponse(USERS);
    sent.push(request);
    if (request.path.endsWith('/password-reset'))
      return jsonResponse({ url: 'https://nileatelier.com/admin/reset-password?token=one-time', expiresAt: '2026-11-20T11:00:00.000Z' }, 201);
    return jsonResponse({ ...USERS[1], ...(request.body as object) });
  });
  renderAdmin(
    <SignedInUserContext value={USERS[3] as ReturnType<typeof makeUser>}>
      <UsersPage />
    </SignedInUserContext>,
    { path: '/admin/users' },
  );
  return sent;
};

describe('UsersPage', () => {
  it('shows the owner as "owner", and a Role select for every other account but one’s own', async () => {
    renderUsers();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('owner')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Karim Sales' })).toHaveValue('sales');
    expect(screen.getByRole('combobox', { name: 'Role of Nour Adel' })).toHaveValue('admin');
    expect(screen.queryByRole('combobox', { name: 'Role of Me Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Studio Owner' })).not.toBeInTheDocument();
  });

  it('asks which role before it approves anyone, with the least one chosen, and approves with it', async () => {
    const sent = renderUsers();
    await userEvent.click(await screen.findByTitle('Approve Nour Adel'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Nour Adel' });
    expect(sent).toEqual([]);
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('sales');
    await userEvent.selectOptions(role, 'editor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/users/2', body: { approved: true, role: 'editor' } }]));
    expect($toasts.get()[0]).toMatchObject({ title: 'Success', description: 'User approval status updated' });
  });

  it('approves nobody when the role question is cancelled', async () => {
    const sent = renderUsers();
    await userEvent.click(await screen.findByTitle('Approve Nour Adel'));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Nour Adel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('changes a role from its select', async () => {
    const sent = renderUsers();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Karim Sales' }), 'admin');
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/users/3', body: { role: 'admin' } }]));
    expect($toasts.get()[0]).toMatchObject({ description: 'Karim Sales is now an admin.' });
  });

  it('"Reset password" shows a one-time link to hand over', async () => {
    const sent = renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the password of Karim Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'One-time link' });
    expect(within(dialog).getByLabelText('Password link')).toHaveValue('https://nileatelier.com/admin/reset-password?token=one-time');
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/users/3/password-reset', body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Reset the password of Studio Owner' })).not.toBeInTheDocument();
  });
});

describe('UsersPage in Arabic', () => {
  it('names the roles in Arabic in the legend, the selects and the owner’s row, and says a change in Arabic', async () => {
    $adminLanguage.set('ar');
    const sent = renderUsers();
    const rows = await screen.findAllByRole('row');
    // The owner's badge, and its role.
    expect(within(rows[1] as HTMLElement).getAllByText('المالك')).toHaveLength(2);
    expect(screen.getByText('مسؤول: كل شيء · محرر: المشروعات ومحتوى الموقع · مبيعات: الرسائل والمشتركون')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'دور Karim Sales' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['admin', 'مسؤول'],
      ['editor', 'محرر'],
      ['sales', 'مبيعات'],
    ]);
    await userEvent.selectOptions(select, 'محرر');
    await vi.waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/users/3', body: { role: 'editor' } }]));
    expect($toasts.get()[0]).toMatchObject({ title: 'تم بنجاح', description: 'أصبح دور \u2068Karim Sales\u2069: محرر.' });
  });
});
