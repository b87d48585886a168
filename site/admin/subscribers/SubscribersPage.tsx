import { Download, Newspaper } from 'lucide-react';
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
import { searchSubscribers } from './subscriber-search.ts';
import { recordSubscriberExport } from './record-export.ts';
import { subscribersCsv, subscribersFileName } from './subscribers-csv.ts';
import { useDeleteSubscriber, useSubscribers } from './use-subscribers.ts';

export default function SubscribersPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.subscribers;
  const subscribers = useSubscribers();
  const all = subscribers.data ?? [];
  const search = useListSearch(all, searchSubscribers);
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
        summary={
          <>
            {search.term ? t.matches(search.shown.length, all.length) : null}
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
