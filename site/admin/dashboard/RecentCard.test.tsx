import { screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin.tsx';
import { RecentCard } from './RecentCard.tsx';

const notes = [3, 7, 1, 6, 2, 5, 4].map((id) => ({ id, title: `Note ${id}` }));

const renderCard = (props: { items?: typeof notes; loading?: boolean; error?: string | null }) =>
  renderAdmin(
    <RecentCard
      title="Recent Notes"
      description="The latest notes"
      href="/admin/notes"
      items={props.items}
      loading={props.loading ?? false}
      loadingLabel="Loading notes…"
      error={props.error ?? null}
      empty={{ icon: Inbox, title: 'No notes found' }}
    >
      {(note) => <li key={note.id}>{note.title}</li>}
    </RecentCard>,
  );

describe('RecentCard', () => {
  it('lists the five newest items, newest first, and links to all of them', () => {
    renderCard({ items: notes });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Note 7', 'Note 6', 'Note 5', 'Note 4', 'Note 3']);
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/admin/notes');
  });

  it('says when there is nothing yet, and why the list could not be read', () => {
    const empty = renderCard({ items: [] });
    expect(screen.getByText('No notes found')).toBeInTheDocument();
    empty.unmount();
    renderCard({ items: undefined, error: '500: Internal error' });
    expect(screen.getByText('500: Internal error')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
