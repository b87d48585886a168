import { render, screen } from '@testing-library/react';
import { Archive } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatusCard } from './StatusCard.tsx';

const card = (props: Partial<Parameters<typeof StatusCard>[0]>) => (
  <StatusCard icon={Archive} iconTone="nile" title="Backups" loading={false} error={null} actions={<button type="button">Back up now</button>} {...props} />
);

describe('StatusCard', () => {
  it('shows the status, its detail and a note once read', () => {
    render(card({ headline: 'Last backup 2 hours ago, 14.2 MB', detail: 'Every 24 hours', children: <p role="alert">Disk almost full</p> }));
    expect(screen.getByRole('heading', { name: 'Backups' })).toBeInTheDocument();
    expect(screen.getByText('Last backup 2 hours ago, 14.2 MB')).toBeInTheDocument();
    expect(screen.getByText('Every 24 hours')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Disk almost full');
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeInTheDocument();
  });

  it('says why the status could not be read instead of an old one', () => {
    render(card({ error: 'Could not load the backups: 500: Internal error', headline: 'Last backup 2 hours ago' }));
    expect(screen.getByText('Could not load the backups: 500: Internal error')).toBeInTheDocument();
    expect(screen.queryByText('Last backup 2 hours ago')).not.toBeInTheDocument();
  });

  it('shows no status while it loads', () => {
    render(card({ loading: true, headline: 'Last backup 2 hours ago' }));
    expect(screen.queryByText('Last backup 2 hours ago')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeInTheDocument();
  });
});
