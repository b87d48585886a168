import { Download, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { Subscriber } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { downloadFile } from '../lib/download-file.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { ListToolbar } from '../ui/ListToolbar.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { searchSubscribers } from './subscriber-search.ts';
import { recordSubscriberExport } from './record-export.ts';
import { subscribersCsv, subscribersFileName } from './subscribers-csv.ts';
import { useDeleteSubscriber, useSubscribers } from './use-subscribers.ts';

export default function SubscribersPage() {
  const subscribers = useSubscribers();
  const remove = useDeleteSubscriber();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<Subscriber | null>(null);

  const all = subscribers.data ?? [];
  const shown = searchSubscribers(all, query);

  const exportCsv = () => {
    if (shown.length === 0) {
      toast({ title: 'No data', description: 'No subscribers to export.' });
      return;
    }
    downloadFile(subscribersCsv(shown), subscribersFileName());
    void recordSubscriberExport();
    toast({ title: 'Export successful', description: 'Subscribers exported to CSV.' });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Subscriber deleted', description: `${target.email} no longer receives the newsletter.` });
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(failedTo('Failed to delete subscriber', error));
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Newsletter Subscribers"
        description="People who signed up for the newsletter on the website."
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={subscribers.isPending}>
            <Download aria-hidden="true" />
            Export to CSV
          </Button>
        }
      />
      <Card>
        <ListToolbar
          search={<SearchInput value={query} onChange={setQuery} placeholder="Search by email..." label="Search subscribers by email" />}
          summary={
            subscribers.isSuccess ? (
              <>
                {query.trim() ? `${shown.length} of ${all.length} · ` : null}
                Total: <span className="font-semibold text-ink">{all.length}</span> {all.length === 1 ? 'subscriber' : 'subscribers'}
              </>
            ) : null
          }
        />
        {subscribers.isPending ? (
          <TableSkeleton label="Loading subscribers…" />
        ) : subscribers.isError ? (
          <ErrorState title="Subscribers could not be loaded" message={subscribers.error.message} onRetry={() => void subscribers.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={Newspaper}
            title="No subscribers found."
            hint={query.trim() ? `No email matches “${query.trim()}”.` : 'Sign-ups from the newsletter form will appear here.'}
          />
        ) : (
          <Table label="Newsletter subscribers">
            <THead>
              <tr>
                <Th>Email</Th>
                <Th className="hidden sm:table-cell">Date Subscribed</Th>
                <Th className="text-end">Actions</Th>
              </tr>
            </THead>
            <TBody>
              {shown.map((subscriber) => (
                <Tr key={subscriber.id}>
                  <Td>
                    <p className="max-w-[60vw] truncate font-medium text-ink sm:max-w-md">{subscriber.email}</p>
                    <p className="text-xs text-muted tabular-nums sm:hidden">{formatLongDate(subscriber.createdAt)}</p>
                  </Td>
                  <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums sm:table-cell">
                    <time dateTime={subscriber.createdAt}>{formatLongDate(subscriber.createdAt)}</time>
                  </Td>
                  <Td>
                    <div className="flex justify-end">
                      <DeleteIconButton label={`Delete subscriber ${subscriber.email}`} onClick={() => setDeleting(subscriber)} />
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description={`This action cannot be undone. This will permanently delete the subscription for ${deleting?.email ?? ''}.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
