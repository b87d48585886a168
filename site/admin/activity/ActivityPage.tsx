import { History } from 'lucide-react';
import { useState } from 'react';
import { ACTIVITY_ACTIONS } from '../../../shared/activity.ts';
import { formatLongDateTime } from '../lib/dates.ts';
import { Button } from '../ui/Button.tsx';
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
  const [filters, setFilters] = useState<ActivityFilters>({ page: 1, admin: '', action: '' });
  const activity = useActivity(filters);
  const data = activity.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filter = (change: Partial<ActivityFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));

  return (
    <>
      <PageHeader title="Activity" description="Every change made in the admin, with who made it and from where. Kept for a year." />
      <Card>
        <CardHeader
          title="Activity log"
          description={data ? `${data.total} ${data.total === 1 ? 'record' : 'records'}` : 'Newest first'}
          action={
            <div className="flex flex-wrap gap-2">
              <label className="sr-only" htmlFor="activity-admin">
                Filter by admin
              </label>
              <Select id="activity-admin" value={filters.admin} onChange={(event) => filter({ admin: event.target.value })}>
                <option value="">All admins</option>
                {data?.admins.map((admin) => (
                  <option key={admin.id} value={String(admin.id)}>
                    {admin.name}
                  </option>
                ))}
              </Select>
              <label className="sr-only" htmlFor="activity-action">
                Filter by action
              </label>
              <Select id="activity-action" value={filters.action} onChange={(event) => filter({ action: event.target.value })}>
                <option value="">All actions</option>
                {Object.entries(ACTIVITY_ACTIONS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </div>
          }
        />
        {activity.isPending ? (
          <TableSkeleton rows={5} label="Loading activity…" />
        ) : activity.isError ? (
          <ErrorState title="Error loading activity" message={activity.error.message} onRetry={() => void activity.refetch()} />
        ) : data!.items.length === 0 ? (
          <EmptyState icon={History} title="No activity found." hint={filters.admin || filters.action ? 'Try another admin or action.' : undefined} />
        ) : (
          <Table label="Activity log">
            <THead>
              <tr>
                <Th className="text-start">When</Th>
                <Th className="text-start">What happened</Th>
                <Th className="text-start">Client address</Th>
              </tr>
            </THead>
            <TBody>
              {data!.items.map((item) => (
                <Tr key={item.id}>
                  <Td className="whitespace-nowrap text-muted tabular-nums">
                    <time dateTime={item.createdAt}>{formatLongDateTime(item.createdAt)}</time>
                  </Td>
                  <Td className="text-ink">{item.sentence}</Td>
                  <Td className="font-mono text-xs text-muted">{item.clientAddress}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
        {data && data.total > data.pageSize ? (
          <nav aria-label="Activity pages" className="flex items-center justify-between gap-3 border-t border-line px-5 py-3 text-[13px] text-muted">
            <span>
              Page {filters.page} of {pages}
            </span>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={filters.page <= 1} onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}>
                Newer
              </Button>
              <Button variant="secondary" size="sm" disabled={filters.page >= pages} onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}>
                Older
              </Button>
            </div>
          </nav>
        ) : null}
      </Card>
    </>
  );
}
