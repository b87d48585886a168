import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { en as text } from '../i18n/en.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import SubscribersPage from './SubscribersPage.tsx';

const t = text.subscribers;
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const subscriber = (id: number, email: string) => ({ id, email, createdAt: `2026-03-0${id}T10:00:00.000Z` });

afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
});

/** Answers the list with `list` and each DELETE with `deleteStatus`, recording the calls. */
const serve = (list: unknown[] | { status: number; message: string }, deleteStatus = 200) => {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    calls.push(`${method} ${new URL(url, 'http://localhost').pathname}`);
    if (method === 'DELETE') return reply(deleteStatus, deleteStatus === 200 ? { message: 'Subscriber deleted' } : { message: 'Subscriber not found' });
    return Array.isArray(list) ? reply(200, list) : reply(list.status, { message: list.message });
  });
  return calls;
};

describe('SubscribersPage (the shared list pieces)', () => {
  it('shows the rows with a total, and narrows them as one searches', async () => {
    serve([subscriber(1, 'amal@example.com'), subscriber(2, 'omar@example.com')]);
    renderAdmin(<SubscribersPage />, { path: '/admin/subscribers' });
    expect(await screen.findByText('amal@example.com')).toBeInTheDocument();
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: 2 subscribers');

    await userEvent.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'OMAR');
    expect(screen.queryByText('amal@example.com')).not.toBeInTheDocument();
    expect(screen.getByText(/Total:/)).toHaveTextContent('1 of 2 · Total: 2 subscribers');
  });

  it('says nothing matched, and a button clears the search', async () => {
    serve([subscriber(1, 'amal@example.com')]);
    renderAdmin(<SubscribersPage />, { path: '/admin/subscribers' });
    await screen.findByText('amal@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'nobody');
    expect(screen.getByText('No subscribers found.')).toBeInTheDocument();
    expect(screen.getByText('No email matches “nobody”.')).toBeInTheDocument();
    const emptyState = screen.getByText('No subscribers found.').parentElement as HTMLElement;
    await userEvent.click(within(emptyState).getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('amal@example.com')).toBeInTheDocument();
  });

  it('shows the empty state for an empty list', async () => {
    serve([]);
    renderAdmin(<SubscribersPage />, { path: '/admin/subscribers' });
    expect(await screen.findByText('No subscribers found.')).toBeInTheDocument();
    expect(screen.getByText(t.emptyHint)).toBeInTheDocument();
  });

  it('shows a load failure with a way to try again', async () => {
    const calls = serve({ status: 500, message: 'Database unavailable' });
    renderAdmin(<SubscribersPage />, { path: '/admin/subscribers' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadFailed);
    expect(alert).toHaveTextContent('500: Database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.startsWith('GET'))).toHaveLength(2));
  });

  it('deletes only after the confirmation, then closes the dialog and says so', async () => {
    const calls = serve([subscriber(1, 'amal@example.com')]);
    renderAdmin(<SubscribersPage />, { path: '/admin/subscribers' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete subscriber amal@example.com' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('This action cannot be undone. This will permanently delete the subscription for amal@example.com.');
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toContain('DELETE /api/admin/subscribers/1');
    expect($toasts.get()[0]).toMatchObject({ title: 'Subscriber deleted', description: 'amal@example.com no longer receives the newsletter.' });
  });

  it('reports a failed delete in the spec’s form and closes the dialog', async () => {
    serve([subscriber(1, 'amal@example.com')], 404);
    renderAdmin(<SubscribersPage />, { path: '/admin/subscribers' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete subscriber amal@example.com' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect($toasts.get()[0]).toMatchObject({ title: 'Error', description: 'Failed to delete subscriber: 404: Subscriber not found', variant: 'destructive' });
  });

  it('erases everything stored about a subscriber’s address after a confirmation', async () => {
    const calls: { path: string; body: string }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') {
        calls.push({ path, body: await request.text() });
        return reply(200, { message: 'Everything stored about this email address was erased.', erased: { messages: 2, subscriptions: 1, activityMentions: 3 } });
      }
      return reply(200, calls.length > 0 ? [] : [subscriber(1, 'sara@example.com')]);
    });
    renderAdmin(<SubscribersPage />, { path: '/admin/subscribers' });
    await userEvent.click(await screen.findByRole('button', { name: text.privacy.eraseLabel('sara@example.com') }));
    const dialog = within(await screen.findByRole('alertdialog', { name: text.privacy.eraseTitle('sara@example.com') }));
    expect(calls).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: text.privacy.eraseConfirm }));
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Data erased', description: '2 messages and 1 subscription were erased.' }));
    expect(calls).toEqual([{ path: '/api/admin/privacy/erase', body: JSON.stringify({ email: 'sara@example.com' }) }]);
    expect(await screen.findByText('No subscribers found.')).toBeInTheDocument();
  });
});
