import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import type { BackupStatus } from '../lib/api-types.ts';
import { $adminLanguage } from '../i18n/text.ts';
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
  replica: null,
  ...overrides,
});
const replica = (lagMs: number | null, error: string | null = null) => ({
  url: 's3://nile-atelier-backups/site-db',
  lagMs,
  updatedAt: null,
  ok: lagMs !== null && lagMs <= 60_000,
  error,
});

afterEach(() => {
  vi.restoreAllMocks();
  $adminLanguage.set('en');
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

  it('shows how far behind the database replica is', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, status({ replica: replica(400) })));
    renderAdmin(<BackupCard />);
    expect(await screen.findByText(/^Database replica: less than a second behind/)).toHaveTextContent('(s3://nile-atelier-backups/site-db)');
    expect(screen.getByText('Up to date')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a replica more than a minute behind as an error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, status({ replica: replica(180_000) })));
    renderAdmin(<BackupCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database replica is 3 minutes behind, more than a minute. Ask whoever runs the server to check it.');
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
  });

  it('says when the replica cannot be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, status({ replica: replica(null, 'the replica holds nothing yet') })));
    renderAdmin(<BackupCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database replica could not be read (the replica holds nothing yet).');
  });

  it('says it in Arabic', async () => {
    $adminLanguage.set('ar');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, status({ replica: replica(12_000) })));
    const view = renderAdmin(<BackupCard />);
    expect(await screen.findByText(/^نسخة قاعدة البيانات خارج الخادم: متأخرة 12 ثانية/)).toBeInTheDocument();
    view.unmount();
    fetchMock.mockResolvedValue(reply(200, status({ replica: replica(120_000) })));
    renderAdmin(<BackupCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('نسخة قاعدة البيانات خارج الخادم متأخرة دقيقتين، أي أكثر من دقيقة. اطلب من المسؤول التقني مراجعتها.');
    expect(screen.getByText('تحتاج إلى انتباه')).toBeInTheDocument();
  });
});
