import { Download, Inbox } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { downloadFile } from '../lib/download-file.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { SearchableTable } from '../list/SearchableTable.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { StatusFilter } from '../list/StatusFilter.tsx';
import { useListSearch } from '../list/use-list-search.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { MessageDialog } from './MessageDialog.tsx';
import { filterByStatus, filterLabel, messageFilters, parseFilter, type MessageFilter } from './message-filter.ts';
import { searchMessages } from './message-search.ts';
import { messagesCsv, messagesFileName } from './messages-csv.ts';
import { MessagesTable } from './MessagesTable.tsx';
import { useDeleteMessage, useMessages, useUpdateMessage } from './use-messages.ts';

export default function MessagesPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.messages;
  const messages = useMessages();
  const update = useUpdateMessage();
  const [, navigate] = useLocation();
  const address = useSearch();

  // The open message (?view=<id>) and the status filter (?status=) live in the address,
  // so the dashboard and the email notice can link straight to them.
  const params = new URLSearchParams(address);
  const filter = parseFilter(params.get('status'));
  const all = messages.data ?? [];
  const search = useListSearch(filterByStatus(all, filter), searchMessages);
  const viewId = Number(params.get('view'));
  const viewing = all.find((message) => message.id === viewId) ?? null;
  const go = (next: { view?: number; status?: MessageFilter }) => {
    const query = new URLSearchParams();
    if (next.status && next.status !== 'inbox') query.set('status', next.status);
    if (next.view) query.set('view', String(next.view));
    navigate(`/admin/messages${query.size ? `?${query}` : ''}`, { replace: true });
  };
  const view = (message: ContactMessage | null) => go({ status: filter, view: message?.id });

  const deletion = useConfirmDelete<ContactMessage>({
    mutation: useDeleteMessage(),
    idOf: (message) => message.id,
    onDeleted: (message) => toast({ title: t.deleted, description: t.deletedDescription(message.name) }),
    onFailed: (error) => notifyError(failedTo(t.deleteFailed, error)),
  });

  // Opening a new message marks it read, once per opening: "Mark as unread" inside the dialog sticks.
  const markedOnOpen = useRef<number | null>(null);
  const viewingId = viewing?.id;
  const openedNew = viewing?.status === 'New';
  const markRead = update.mutate;
  useEffect(() => {
    if (viewingId === undefined) {
      markedOnOpen.current = null;
      return;
    }
    if (markedOnOpen.current === viewingId) return;
    markedOnOpen.current = viewingId;
    if (openedNew) markRead({ id: viewingId, status: 'Read' });
  }, [viewingId, openedNew, markRead]);

  const exportCsv = () => {
    if (search.shown.length === 0) {
      toast(t.exportEmpty);
      return;
    }
    downloadFile(messagesCsv(search.shown, lang), messagesFileName());
    toast(t.exportDone);
  };

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <SearchableTable
        query={messages}
        search={search}
        searchPlaceholder={t.searchPlaceholder}
        searchLabel={t.searchLabel}
        filters={<StatusFilter label={t.filterLabel} options={messageFilters(t)} value={filter} onChange={(status) => go({ status })} className="min-w-40" />}
        summary={
          <div className="flex items-center gap-3">
            <span>
              {search.shown.length !== all.length ? t.matches(search.shown.length, all.length) : null}
              {t.total} <span className="font-semibold text-ink">{all.length}</span> {t.noun(all.length)}
            </span>
            <Button variant="secondary" size="sm" onClick={exportCsv}>
              <Download aria-hidden="true" />
              {t.exportCsv}
            </Button>
          </div>
        }
        loadingLabel={t.loading}
        errorTitle={t.loadFailed}
        empty={{
          icon: Inbox,
          title: t.empty,
          hint: filter !== 'inbox' && all.length > 0 ? t.emptyForStatus(filterLabel(filter, t)) : t.emptyHint,
          noMatchHint: t.noMatchHint,
        }}
      >
        {(shown) => <MessagesTable messages={shown} onView={view} onDelete={deletion.ask} />}
      </SearchableTable>

      <MessageDialog
        message={viewing}
        onClose={() => view(null)}
        onDelete={(message) => {
          view(null);
          deletion.ask(message);
        }}
      />
      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target?.name ?? '')} />
    </>
  );
}
