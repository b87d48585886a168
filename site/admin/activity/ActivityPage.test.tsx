import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityPage as ActivityPageData } from '../lib/api-types.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import ActivityPage from './ActivityPage.tsx';

const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const page = (overrides: Partial<ActivityPageData> = {}): ActivityPageData => ({
  items: [
    {
      id: 2,
      createdAt: '2026-11-23T10:00:00.000Z',
      userId: 1,
      actorName: 'Mona',
      action: 'user.approved',
      target: 'Karim Adel',
      details: null,
      clientAddress: '203.0.113.7',
      sentence: 'Mona approved Karim Adel',
    },
    {
      id: 1,
      createdAt: '2026-11-23T09:00:00.000Z',
      userId: null,
      actorName: null,
      action: 'session.sign-in-failed',
      target: 'mona@example.com',
      details: null,
      clientAddress: '198.51.100.4',
      sentence: 'A sign-in as mona@example.com failed from 198.51.100.4',
    },
  ],
  page: 1,
  pageSize: 25,
  total: 60,
  admins: [{ id: 1, name: 'Mona' }],
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe('ActivityPage', () => {
  it('lists the records as sentences, newest first, with their client address', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(page()));
    renderAdmin(<ActivityPage />, { path: '/admin/activity' });
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhenWhat happenedClient address',
      expect.stringContaining('Mona approved Karim Adel203.0.113.7'),
      expect.stringContaining('A sign-in as mona@example.com failed from 198.51.100.4198.51.100.4'),
    ]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('asks the server for the chosen admin, action and page', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => reply(page()));
    renderAdmin(<ActivityPage />, { path: '/admin/activity' });
    await screen.findByText('Mona approved Karim Adel');
    await userEvent.selectOptions(screen.getByLabelText('Filter by admin'), 'Mona');
    await userEvent.selectOptions(screen.getByLabelText('Filter by action'), 'User approved');
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await vi.waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/admin/activity?page=2&admin=1&action=user.approved'));
  });
});
