import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { must } from '../../../shared/must.ts';

const settings = (smtpConfigured: boolean) => ({
  notificationEmails: ['owner@nileatelier.com'],
  acknowledgeVisitors: false,
  smtpConfigured,
  mailFrom: 'Nile Atelier <office@nileatelier.com>',
});

/** Answers each request by its path and method; records what was sent. */
const fakeApi = (answers: Record<string, () => Response>) => {
  const fetchMock = mockFetch();
  fetchMock.mockImplementation(async (...call) => {
    const { path, method } = await requestOf(call);
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected ${method} ${path}`);
    return answer();
  });
  return fetchMock;
};

afterEach(() => $toasts.set([]));

describe('NotificationsCard', () => {
  it('says plainly that no email is sent without SMTP_URL, and offers no test email', async () => {
    fakeApi({ 'GET /api/admin/notifications': () => jsonResponse(settings(false)) });
    renderAdmin(<NotificationsCard />);
    expect(await screen.findByText('Email is not set up')).toBeInTheDocument();
    expect(screen.getByText(/No emails are sent: the server has no SMTP_URL/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test email' })).toBeDisabled();
    expect(screen.getByLabelText('Notification emails')).toHaveValue('owner@nileatelier.com');
  });

  it('saves several addresses and refuses a bad one before sending anything', async () => {
    const fetchMock = fakeApi({
      'GET /api/admin/notifications': () => jsonResponse(settings(true)),
      'PUT /api/admin/notifications': () => jsonResponse({ ...settings(true), notificationEmails: ['owner@nileatelier.com', 'sales@nileatelier.com'], acknowledgeVisitors: true }),
    });
    const user = userEvent.setup();
    renderAdmin(<NotificationsCard />);
    const field = await screen.findByLabelText('Notification emails');

    await user.clear(field);
    await user.type(field, 'owner@nileatelier.com, not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter valid email addresses, separated by commas.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(field);
    await user.type(field, 'owner@nileatelier.com, sales@nileatelier.com');
    await user.click(screen.getByRole('switch', { name: 'Send visitors an acknowledgement' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect($toasts.get()[0]?.title).toBe('Settings saved'));
    const sent = await requestOf(must(fetchMock.mock.calls[1]));
    expect(sent.body).toEqual({ notificationEmails: ['owner@nileatelier.com', 'sales@nileatelier.com'], acknowledgeVisitors: true });
  });

  it("reports the mail server's error from Send test email", async () => {
    fakeApi({
      'GET /api/admin/notifications': () => jsonResponse(settings(true)),
      'POST /api/admin/notifications/test': () => jsonResponse({ message: 'The mail server refused the test email: 535 Authentication failed' }, 502),
    });
    const user = userEvent.setup();
    renderAdmin(<NotificationsCard />);
    await user.click(await screen.findByRole('button', { name: 'Send test email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/The mail server refused the test email: 535 Authentication failed/);
  });
});
