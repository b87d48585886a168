import { Download, Inbox } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { downloadFile } from '../lib/download-file.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { ListToolbar } from '../ui/ListToolbar.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { inboxTexts as t } from './inbox-texts.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { filterByStatus, parseFilter, type MessageFilter } from './message-filter.ts';
import { searchMessages } from './message-search.ts';
import { messagesCsv, messagesFileName } from './messages-csv.ts';
import { MessagesTable } from './MessagesTable.tsx';
import { StatusFilter, filterLabel } from './StatusFilter.tsx';
import { useDeleteMessage, useMessages, useUpdateMessage } from './use-messages.ts';

export default function MessagesPage() {
  const messages = useMessages();
  const remove = useDeleteMessage();
  const update = useUpdateMessage();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  // The open message (?view=<id>) and the status filter (?status=) live in the address,
  // so the dashboard and the email notice can link straight to them.
  const params = new URLSearchParams(search);
  const filter = parseFilter(params.get('status'));
  const all = messages.data ?? [];
  const listed = filterByStatus(all, filter);
  const shown = searchMessages(listed, query);
  const viewId = Number(params.get('view'));
  const viewing = all.find((message) => message.id === viewId) ?? null;
  const go = (next: { view?: number; status?: MessageFilter }) => {
    const query = new URLSearchParams();
    if (next.status && next.status !== 'inbox') query.set('status', next.status);
    if (next.view) query.set('view', String(next.view));
    navigate(`/admin/messages${query.size ? `?${query}` : ''}`, { replace: true });
  };
  const view = (message: ContactMessage | null) => go({ status: filter, view: message?.id });

  // Opening a new message marks it read, once per opening: "Mark as unread" inside the dialog sticks.
  const markedOnOpen = useRef<number | null>(null);
  const openedNew = viewing?.status === 'New';
  useEffect(() => {
    if (!viewing) {
      markedOnOpen.current = null;
      return;
    }
    if (markedOnOpen.current === viewing.id) return;
    markedOnOpen.current = viewing.id;
    if (openedNew) update.mutate({ id: viewing.id, status: 'Read' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened message
  }, [viewing?.id, openedNew]);

  const exportCsv = () => {
    if (shown.length === 0) {
      toast(t.exportEmpty);
      return;
    }
    downloadFile(messagesCsv(shown), messagesFileName());
    toast(t.exportDone);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Message deleted', description: `The message from ${target.name} was deleted.` });
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(failedTo('Failed to delete message', error));
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <PageHeader title="Contact Messages" description="Enquiries sent through the website’s contact form." />
      <Card>
        <ListToolbar
          search={
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <SearchInput value={query} onChange={setQuery} placeholder="Search messages..." label="Search messages by name, email, subject or message" />
              <StatusFilter value={filter} onChange={(status) => go({ status })} />
            </div>
          }
          summary={
            messages.isSuccess ? (
              <div className="flex items-center gap-3">
                <span>
                  {shown.length !== all.length ? `${shown.length} of ${all.length} · ` : null}
                  Total: <span className="font-semibold text-ink">{all.length}</span> {all.length === 1 ? 'message' : 'messages'}
                </span>
                <Button variant="secondary" size="sm" onClick={exportCsv}>
                  <Download aria-hidden="true" />
                  {t.exportCsv}
                </Button>
              </div>
            ) : null
          }
        />
        {messages.isPending ? (
          <TableSkeleton label="Loading messages…" />
        ) : messages.isError ? (
          <ErrorState title="Messages could not be loaded" message={messages.error.message} onRetry={() => void messages.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="No messages found."
            hint={
              query.trim()
                ? `Nothing matches “${query.trim()}”.`
                : filter !== 'inbox' && all.length > 0
                  ? t.emptyForStatus(filterLabel(filter))
                  : 'Messages sent through the contact form will appear here.'
            }
            action={
              query.trim() ? (
                <Button variant="secondary" size="sm" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              ) : null
            }
          />
        ) : (
          <MessagesTable messages={shown} onView={view} onDelete={setDeleting} />
        )}
      </Card>

      <MessageDialog
        message={viewing}
        onClose={() => view(null)}
        onDelete={(message) => {
          view(null);
          setDeleting(message);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description={`This will permanently delete the message from ${deleting?.name ?? ''}.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
