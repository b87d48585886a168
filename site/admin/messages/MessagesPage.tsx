import { Download, Inbox, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { downloadFile } from '../lib/download-file.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { StatusFilter } from '../list/StatusFilter.tsx';
import { QueryView } from '../list/QueryView.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { Button } from '../ui/Button.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { cx } from '../ui/cx.ts';
import { ListToolbar } from '../ui/ListToolbar.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { AddLeadDialog } from './AddLeadDialog.tsx';
import { useLeadWords } from './lead-words.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { filterLabel, filtersOf, messageFilters, parseFilter, type MessageFilter } from './message-filter.ts';
import { messagesCsv, messagesFileName } from './messages-csv.ts';
import { MessagesTable } from './MessagesTable.tsx';
import { PIPELINE_PATH } from './pipeline-columns.ts';
import { PipelineBoard } from './PipelineBoard.tsx';
import { fetchAllMessages, MESSAGES_PAGE_SIZE, useDeleteMessage, useLeadOptions, useLeadSummary, useMessage, useMessagePage, useUpdateMessage } from './use-messages.ts';

const PAGE_SIZE = MESSAGES_PAGE_SIZE;
/** How long the search box waits for the typing to pause before it asks the server. */
const SEARCH_PAUSE_MS = 250;

/** The search box's text, and the term sent once the typing pauses. */
const useSearchTerm = () => {
  const [query, setQuery] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(query.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return { query, setQuery, term };
};

export default function MessagesPage() {
  const text = useText();
  const t = text.messages;
  const [location, navigate] = useLocation();
  const address = useSearch();
  const pipeline = location === PIPELINE_PATH;
  const [adding, setAdding] = useState(false);

  // The open message (?view=<id>), the status filter (?status=) and the source (?source=) live in the
  // address, so the dashboard and the email notice can link straight to them.
  const params = new URLSearchParams(address);
  const filter = parseFilter(params.get('status'));
  const source = params.get('source') ?? '';
  const viewId = Number(params.get('view')) || null;
  const viewing = useMessage(viewId);
  const go = (next: { view?: number | null; status?: MessageFilter; source?: string }) => {
    const query = new URLSearchParams();
    const status = next.status ?? filter;
    const chosenSource = next.source ?? source;
    if (status !== 'inbox') query.set('status', status);
    if (chosenSource) query.set('source', chosenSource);
    const view = next.view === undefined ? viewId : next.view;
    if (view) query.set('view', String(view));
    navigate(`${pipeline ? PIPELINE_PATH : '/admin/messages'}${query.size ? `?${query}` : ''}`, { replace: true });
  };
  const open = (id: number | null) => go({ view: id });

  const deletion = useConfirmDelete<ContactMessage>({
    mutation: useDeleteMessage(),
    idOf: (message) => message.id,
    onDeleted: (message) => toast({ title: t.deleted, description: t.deletedDescription(message.name) }),
    onFailed: (error) => notifyError(failedTo(t.deleteFailed, error)),
  });

  // Opening a new message marks it read, once per opening: "Mark as unread" inside the dialog sticks.
  const update = useUpdateMessage();
  const markedOnOpen = useRef<number | null>(null);
  const viewingId = viewing.data?.id;
  const openedNew = viewing.data?.status === 'New';
  const markRead = update.mutate;
  useEffect(() => {
    if (viewingId === undefined) {
      if (viewId === null) markedOnOpen.current = null;
      return;
    }
    if (markedOnOpen.current === viewingId) return;
    markedOnOpen.current = viewingId;
    if (openedNew) markRead({ id: viewingId, status: 'Read' });
  }, [viewId, viewingId, openedNew, markRead]);

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            {text.leads.add.button}
          </Button>
        }
      />
      <nav aria-label={t.tabs.label} className="mb-4 inline-flex rounded-lg border border-line bg-subtle/60 p-1">
        {[
          { href: '/admin/messages', label: t.tabs.list, current: !pipeline },
          { href: PIPELINE_PATH, label: t.tabs.pipeline, current: pipeline },
        ].map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={tab.current ? 'page' : undefined}
            className={cx('rounded-md px-4 py-1.5 text-sm font-semibold transition-colors', tab.current ? 'bg-surface text-ink shadow-card' : 'text-muted hover:text-ink')}
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {pipeline ? (
        <PipelineBoard onOpen={open} />
      ) : (
        <MessageList
          filter={filter}
          source={source}
          onFilter={(status) => go({ status, view: null })}
          onSource={(next) => go({ source: next, view: null })}
          onOpen={open}
          onDelete={deletion.ask}
        />
      )}

      <MessageDialog
        message={viewId !== null && viewing.data?.id === viewId ? viewing.data : null}
        onClose={() => open(null)}
        onDelete={(message) => {
          open(null);
          deletion.ask(message);
        }}
      />
      <AddLeadDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target?.name ?? '')} />
    </>
  );
}

interface MessageListProps {
  filter: MessageFilter;
  source: string;
  onFilter: (filter: MessageFilter) => void;
  onSource: (source: string) => void;
  onOpen: (id: number) => void;
  onDelete: (message: ContactMessage) => void;
}

/** The messages, a page at a time: filtered by status and source and searched by the server, over every message. */
function MessageList({ filter, source, onFilter, onSource, onOpen, onDelete }: MessageListProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const words = useLeadWords();
  const t = text.messages;
  const search = useSearchTerm();
  const [page, setPage] = useState(1);
  const filters = { ...filtersOf(filter), ...(source ? { source } : {}), ...(search.term ? { q: search.term } : {}) };
  const filterKey = JSON.stringify(filters);
  // A new filter or search starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filters
  useEffect(() => setPage(1), [filterKey]);
  const list = useMessagePage(filters, page, PAGE_SIZE);
  const sources = useLeadSummary().data?.sources ?? [];
  const budgets = useLeadOptions().data?.budgets ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllMessages(filters);
      if (all.length === 0) {
        toast(t.exportEmpty);
        return;
      }
      downloadFile(messagesCsv(all, lang, budgets), messagesFileName());
      toast(t.exportDone);
    } catch (error) {
      notifyError(failedTo(t.exportCsv, error));
    } finally {
      setExporting(false);
    }
  };

  const sourceOptions = [{ value: '', label: t.allSources }, ...sources.map((entry) => ({ value: entry.key, label: words.source(entry.description) }))];
  if (source && !sources.some((entry) => entry.key === source)) sourceOptions.push({ value: source, label: source });

  return (
    <Card>
      <ListToolbar
        search={
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            <SearchInput value={search.query} onChange={search.setQuery} placeholder={t.searchPlaceholder} label={t.searchLabel} />
            <StatusFilter label={t.filterLabel} options={messageFilters(t)} value={filter} onChange={onFilter} className="min-w-40" />
            <StatusFilter label={t.sourceFilter} options={sourceOptions} value={source} onChange={onSource} className="min-w-36" />
          </div>
        }
        summary={
          list.isSuccess ? (
            <div className="flex items-center gap-3">
              <span className="whitespace-nowrap">
                {t.total} <span className="font-semibold text-ink">{total}</span> {t.noun(total)}
              </span>
              <Button variant="secondary" size="sm" busy={exporting} onClick={() => void exportCsv()}>
                {exporting ? null : <Download aria-hidden="true" />}
                {t.exportCsv}
              </Button>
            </div>
          ) : null
        }
      />
      <QueryView
        query={list}
        items={list.data?.messages ?? []}
        loadingLabel={t.loading}
        errorTitle={t.loadFailed}
        empty={
          search.term
            ? {
                icon: Inbox,
                title: t.empty,
                hint: t.noMatchHint(search.term),
                action: (
                  <Button variant="secondary" size="sm" onClick={() => search.setQuery('')}>
                    {text.common.clearSearch}
                  </Button>
                ),
              }
            : {
                icon: Inbox,
                title: t.empty,
                hint:
                  filter !== 'inbox' || source
                    ? t.emptyForStatus(source ? (sourceOptions.find((option) => option.value === source)?.label ?? source) : filterLabel(filter, t))
                    : t.emptyHint,
              }
        }
      >
        {(shown) => <MessagesTable messages={shown} onView={(message) => onOpen(message.id)} onDelete={onDelete} />}
      </QueryView>
      {pages > 1 ? <Pager label={t.pagesLabel} page={page} pages={pages} onPage={setPage} /> : null}
    </Card>
  );
}
