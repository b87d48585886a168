import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import type { BackupStatus } from '../lib/api-types.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { BackupCard } from './BackupCard.tsx';
import { en } from '../../../shared/messages/en.ts';
import { en as text } from '../i18n/en.ts';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const status = (overrides: Partial<BackupStatus> = {}): BackupStatus => ({
  last: { name: 'backup-2026-11-23T08-00-00-000Z', createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(), bytes: 14.2 * 1024 * 1024, counts: {} },
  intervalHours: 24,
  keep: 14,
  running: false,
  failure: null,
  warning: null,
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
});

describe('BackupCard', () => {
  it('shows the last backup’s age and size', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, status()));
    renderAdmin(<BackupCard />);
    expect(await screen.findByText('Last backup 2 hours ago, 14.2 MB')).toBeInTheDocument();
    expect(screen.getByText('Up to date')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the server says the backups need attention', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, status({ warning: 'The last backup failed: disk full' })));
    renderAdmin(<BackupCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The last backup failed: disk full');
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
  });

  it('"Back up now" takes a backup and says so', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_input, init) =>
        init?.method === 'POST'
          ? reply(201, { message: en.backups.taken, name: 'backup-2026-11-23T11-00-00-000Z', createdAt: '2026-11-23T11:00:00.000Z', bytes: 2048 })
          : reply(200, status()),
      );
    renderAdmin(<BackupCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back up now' }));
    await vi.waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: text.backups.taken, description: 'backup-2026-11-23T11-00-00-000Z (2 KB)' }));
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/backups') && init?.method === 'POST')).toBe(true);
  });
});
