import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { ar } from '../i18n/ar.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { EraseDataButton } from './EraseDataButton.tsx';

let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  $toasts.set([]);
  $adminLanguage.set('ar');
  fetchMock = mockFetch();
  fetchMock.mockResolvedValue(jsonResponse({ message: 'ok', erased: { messages: 3, subscriptions: 1 } }));
});
afterEach(() => $adminLanguage.set('en'));

describe('Erase all data, in Arabic', () => {
  it('asks first, naming the address, then erases it and counts what went', async () => {
    renderAdmin(<EraseDataButton email="mona@example.com" />);
    await userEvent.click(screen.getByRole('button', { name: 'حذف كل بيانات mona@example.com' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByRole('heading').textContent).toBe('حذف كل ما نحتفظ به عن \u2068mona@example.com\u2069؟');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'حذف كل البيانات' }));
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'تم حذف البيانات', description: 'حُذفت 3 رسائل واشتراك واحد.' }));
    const [call] = fetchMock.mock.calls;
    expect(await requestOf(call as Parameters<typeof fetch>)).toMatchObject({ method: 'POST', path: '/api/admin/privacy/erase', body: { email: 'mona@example.com' } });
  });

  it('counts the messages and subscriptions by the plural rules, the verb agreeing with the first', () => {
    expect([1, 2, 11].map((messages) => ar.privacy.erasedDescription(messages, 0))).toEqual(['حُذفت رسالة واحدة.', 'حُذفت رسالتان.', 'حُذفت 11 رسالة.']);
    expect(ar.privacy.erasedDescription(0, 2)).toBe('حُذف اشتراكان.');
    expect(ar.privacy.erasedDescription(0, 0)).toBe('لم نجد رسائل أو اشتراكًا بهذا العنوان.');
  });
});
