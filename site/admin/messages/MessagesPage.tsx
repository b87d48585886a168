import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { ContactMessage } from '../lib/api-types.ts';
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
import { MessageDialog } from './MessageDialog.tsx';
import { searchMessages } from './message-search.ts';
import { MessagesTable } from './MessagesTable.tsx';
import { useDeleteMessage, useMessages } from './use-messages.ts';

export default function MessagesPage() {
  const messages = useMessages();
  const remove = useDeleteMessage();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const all = messages.data ?? [];
  const shown = searchMessages(all, query);
  // The open message lives in the address (?view=<id>), so the dashboard can link straight to one.
  const viewId = Number(new URLSearchParams(search).get('view'));
  const viewing = all.find((message) => message.id === viewId) ?? null;
  const view = (message: ContactMessage | null) => navigate(message ? `/admin/messages?view=${message.id}` : '/admin/messages', { replace: true });

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
          search={<SearchInput value={query} onChange={setQuery} placeholder="Search messages..." label="Search messages by name, email, subject or message" />}
          summary={
            messages.isSuccess ? (
              <>
                {query.trim() ? `${shown.length} of ${all.length} · ` : null}
                Total: <span className="font-semibold text-ink">{all.length}</span> {all.length === 1 ? 'message' : 'messages'}
              </>
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
            hint={query.trim() ? `Nothing matches “${query.trim()}”.` : 'Messages sent through the contact form will appear here.'}
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
