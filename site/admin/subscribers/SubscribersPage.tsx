import { Download, Newspaper } from 'lucide-react';
import { useState } from 'react';
import { PAGE_LANGS } from '../../../shared/inbox.ts';
import { SUBSCRIBER_STATUSES } from '../../../shared/newsletter.ts';
import { StatusFilter } from '../list/StatusFilter.tsx';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { Subscriber } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { downloadFile } from '../lib/download-file.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { SearchableTable } from '../list/SearchableTable.tsx';
import { EraseDataButton } from '../privacy/EraseDataButton.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { useListSearch } from '../list/use-list-search.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { filterSubscribers, type LanguageChoice, searchSubscribers, type StatusChoice } from './subscriber-search.ts';
import { recordSubscriberExport } from './record-export.ts';
import { subscribersCsv, subscribersFileName } from './subscribers-csv.ts';
import { useDeleteSubscriber, useSubscribers } from './use-subscribers.ts';

const STATUS_TONES: Record<Subscriber['status'], BadgeTone> = { confirmed: 'success', pending: 'warning', unsubscribed: 'neutral' };

export default function SubscribersPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.subscribers;
  const subscribers = useSubscribers();
  const all = subscribers.data ?? [];
  const [status, setStatus] = useState<StatusChoice>('all');
  const [language, setLanguage] = useState<LanguageChoice>('all');
  const search = useListSearch(filterSubscribers(all, { status, lang: language }), searchSubscribers);
  const filtered = status !== 'all' || language !== 'all';
  const deletion = useConfirmDelete<Subscriber>({
    mutation: useDeleteSubscriber(),
    idOf: (subscriber) => subscriber.id,
    onDeleted: (subscriber) => toast({ title: t.deleted, description: t.deletedDescription(subscriber.email) }),
    onFailed: (error) => notifyError(failedTo(t.deleteFailed, error)),
  });

  const exportCsv = () => {
    if (search.shown.length === 0) {
      toast({ title: t.noDataTitle, description: t.noDataDescription });
      return;
    }
    downloadFile(subscribersCsv(search.shown, lang), subscribersFileName());
    void recordSubscriberExport();
    toast({ title: t.exportedTitle, description: t.exportedDescription });
  };

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button variant="secondary" onClick={exportCsv} disabled={subscribers.isPending}>
            <Download aria-hidden="true" />
            {t.export}
          </Button>
        }
      />
      <SearchableTable
        query={subscribers}
        search={search}
        searchPlaceholder={t.searchPlaceholder}
        searchLabel={t.searchLabel}
        filters={
          <>
            <StatusFilter
              label={t.statusFilter}
              options={[{ value: 'all', label: t.allStatuses }, ...SUBSCRIBER_STATUSES.map((value) => ({ value, label: t.statuses[value] }))]}
              value={status}
              onChange={setStatus}
              className="min-w-36"
            />
            <StatusFilter
              label={t.languageFilter}
              options={[{ value: 'all', label: t.allLanguages }, ...PAGE_LANGS.map((value) => ({ value, label: t.languages[value] }))]}
              value={language}
              onChange={setLanguage}
              className="min-w-32"
            />
          </>
        }
        summary={
          <>
            {search.term || filtered ? t.matches(search.shown.length, all.length) : null}
            {t.total} <span className="font-semibold text-ink">{all.length}</span> {t.noun(all.length)}
          </>
        }
        loadingLabel={t.loading}
        errorTitle={t.loadFailed}
        empty={{ icon: Newspaper, title: t.empty, hint: t.emptyHint, noMatchHint: t.noMatchHint }}
      >
        {(shown) => (
          <Table label={t.tableLabel}>
            <THead>
              <tr>
                <Th>{t.columns.email}</Th>
                <Th className="hidden sm:table-cell">{t.columns.subscribed}</Th>
                <Th className="hidden md:table-cell">{t.columns.language}</Th>
                <Th>{t.columns.status}</Th>
                <Th className="text-end">{t.columns.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {shown.map((subscriber) => (
                <Tr key={subscriber.id}>
                  <Td>
                    <p dir="ltr" className="align-page-start max-w-[60vw] truncate font-medium text-ink sm:max-w-md">
                      {subscriber.email}
                    </p>
                    <p className="text-xs text-muted tabular-nums sm:hidden">{formatLongDate(subscriber.createdAt, lang)}</p>
                  </Td>
                  <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums sm:table-cell">
                    <time dateTime={subscriber.createdAt}>{formatLongDate(subscriber.createdAt, lang)}</time>
                  </Td>
                  <Td className="hidden text-stone-800 md:table-cell">{t.languages[subscriber.lang]}</Td>
                  <Td>
                    <Badge tone={STATUS_TONES[subscriber.status]}>
                      <span title={subscriber.status === 'pending' ? t.pendingHint : undefined}>{t.statuses[subscriber.status]}</span>
                    </Badge>
                    <p className="mt-1 text-xs text-muted md:hidden">{t.languages[subscriber.lang]}</p>
                  </Td>
                  <Td>
                    <div className="flex justify-end gap-1">
                      <EraseDataButton email={subscriber.email} look="icon" />
                      <DeleteIconButton label={t.deleteLabel(subscriber.email)} onClick={() => deletion.ask(subscriber)} />
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </SearchableTable>

      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target?.email ?? '')} />
    </>
  );
}
