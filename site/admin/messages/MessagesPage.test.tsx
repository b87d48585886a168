import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import MessagesPage from './MessagesPage.tsx';
import { must } from '../../../shared/must.ts';

const base = {
  email: 'lead@example.com',
  phone: '0100000001',
  message: 'Please call me about a fit-out.',
  createdAt: '2026-11-20T09:00:00.000Z',
  note: null,
  lang: 'en',
  noticeStatus: 'Sent',
} as const;

/** A small in-memory inbox behind the mocked API; records every PATCH. */
const fakeInbox = (messages: ContactMessage[]) => {
  const patches: unknown[] = [];
  mockFetch().mockImplementation(async (...call) => {
    const { path, method, body } = await requestOf(call);
    if (method === 'GET' && path === '/api/admin/contact-messages') return jsonResponse(messages);
    const match = path.match(/^\/api\/admin\/contact-messages\/(\d+)$/);
    if (method === 'PATCH' && match) {
      patches.push(body);
      const message = must(messages.find((candidate) => candidate.id === Number(match[1])));
      Object.assign(message, body);
      return jsonResponse(message);
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  return patches;
};

const message = (id: number, name: string, status: ContactMessage['status']): ContactMessage => ({ ...base, id, name, subject: `About ${name}`, status });

afterEach(() => $toasts.set([]));

describe('MessagesPage', () => {
  it('shows the inbox without Archived and Spam, new messages badged, and filters by status', async () => {
    fakeInbox([message(3, 'Fresh Lead', 'New'), message(2, 'Old Lead', 'Archived'), message(1, 'Bot Lead', 'Spam')]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages' });
    const fresh = await screen.findByRole('row', { name: /Fresh Lead/ });
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Old Lead|Bot Lead/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'Spam');
    expect(await screen.findByRole('row', { name: /Bot Lead/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Fresh Lead/ })).toBeNull();
  });

  it('marks a new message read when opened, once, so "Mark as unread" sticks', async () => {
    const patches = fakeInbox([message(1, 'Fresh Lead', 'New')]);
    const user = userEvent.setup();
    renderAdmin(<MessagesPage />, { path: '/admin/messages?view=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Message from Fresh Lead' });
    await waitFor(() => expect(patches).toEqual([{ status: 'Read' }]));
    await within(dialog).findByRole('button', { name: 'Mark as unread' });

    await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    await within(dialog).findByRole('button', { name: 'Mark as Replied' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark as unread' })).toBeNull());
    expect(patches).toEqual([{ status: 'Read' }, { status: 'New' }]);
    expect(within(dialog).getByText('Sent')).toBeInTheDocument();
  });
});
