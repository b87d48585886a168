import { History } from 'lucide-react';
import { useState } from 'react';
import { ACTIVITY_ACTIONS } from '../../../shared/activity-actions.ts';
import { formatLongDateTime, longDateTimeLines } from '../lib/dates.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { Pager } from '../ui/Pager.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Select } from '../ui/Select.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import type { ActivityFilters } from './activity-url.ts';
import { useActivity } from './use-activity.ts';

/** Who did what in the admin, newest first: read-only, filterable by admin and action. */
export default function ActivityPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.activity;
  const [filters, setFilters] = useState<ActivityFilters>({ page: 1, admin: '', action: '' });
  const activity = useActivity(filters);
  const data = activity.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filter = (change: Partial<ActivityFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card>
        <CardHeader
          title={t.logTitle}
          description={data ? t.count(data.total) : t.newestFirst}
          action={
            <div className="flex flex-wrap gap-2">
              <label className="sr-only" htmlFor="activity-admin">
                {t.filterByAdmin}
              </label>
              <Select id="activity-admin" value={filters.admin} onChange={(event) => filter({ admin: event.target.value })}>
                <option value="">{t.allAdmins}</option>
                {data?.admins.map((admin) => (
                  <option key={admin.id} value={String(admin.id)}>
                    {admin.name}
                  </option>
                ))}
              </Select>
              <label className="sr-only" htmlFor="activity-action">
                {t.filterByAction}
              </label>
              <Select id="activity-action" value={filters.action} onChange={(event) => filter({ action: event.target.value })}>
                <option value="">{t.allActions}</option>
                {ACTIVITY_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {t.actions[action]}
                  </option>
                ))}
              </Select>
            </div>
          }
        />
        {activity.isPending ? (
          <TableSkeleton rows={5} label={t.loading} />
        ) : activity.isError ? (
          <ErrorState title={t.loadFailed} message={activity.error.message} onRetry={() => void activity.refetch()} />
        ) : activity.data.items.length === 0 ? (
          <EmptyState icon={History} title={t.empty} hint={filters.admin || filters.action ? t.emptyFiltered : undefined} />
        ) : (
          <Table label={t.tableLabel}>
            <THead>
              <tr>
                <Th className="text-start">{t.columns.when}</Th>
                <Th className="text-start">{t.columns.what}</Th>
                <Th className="hidden text-start sm:table-cell">{t.columns.clientAddress}</Th>
              </tr>
            </THead>
            <TBody>
              {activity.data.items.map((item) => {
                const when = longDateTimeLines(item.createdAt, lang);
                return (
                  <Tr key={item.id}>
                    <Td className="align-top text-muted tabular-nums sm:whitespace-nowrap">
                      {/* On a phone the date and the time take a line each, never a word a line. */}
                      <time dateTime={item.createdAt}>
                        {when ? (
                          <>
                            <span className="whitespace-nowrap">{when.date}</span> <span className="whitespace-nowrap">{when.time}</span>
                          </>
                        ) : (
                          formatLongDateTime(item.createdAt, lang)
                        )}
                      </time>
                    </Td>
                    <Td className="text-ink">
                      {item.sentence}
                      <span dir="ltr" className="mt-1 block font-mono text-xs text-muted sm:hidden">
                        {item.clientAddress}
                      </span>
                    </Td>
                    <Td className="hidden font-mono text-xs text-muted sm:table-cell">
                      <span dir="ltr">{item.clientAddress}</span>
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
        )}
        {data && data.total > data.pageSize ? (
          <Pager label={t.pagesLabel} page={filters.page} pages={pages} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
        ) : null}
      </Card>
    </>
  );
}
