import { ArrowDown, ArrowUp, Copy, Eye, EyeOff, Link2, MessageSquareQuote, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { TestimonialRequestRow, TestimonialRow } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { QueryView } from '../list/QueryView.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { useProjectNames } from '../projects/project-names.ts';
import { useProjects } from '../projects/use-projects.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { copyLink, RequestDialog } from './RequestDialog.tsx';
import { TestimonialDialog } from './TestimonialDialog.tsx';
import { useDeleteTestimonial, useTestimonialOrder, useTestimonialRequests, useTestimonials, useTestimonialStatus } from './use-testimonials.ts';

const STATUS_TONES: Record<TestimonialRow['status'], BadgeTone> = { pending: 'warning', approved: 'success', hidden: 'neutral' };

/** The quote in the admin's language where written, else the other one, marked with its language. */
function QuoteText({ row }: { row: TestimonialRow }) {
  const t = useText().testimonials;
  const lang = useAdminLanguage();
  const other = lang === 'ar' ? 'en' : 'ar';
  const own = row.quote[lang];
  const shown = own || row.quote[other];
  return (
    <div className="grid gap-1">
      <p lang={own ? undefined : other} dir="auto" className="align-page-start line-clamp-3 text-sm text-ink">
        {shown}
      </p>
      {row.quote.en && row.quote.ar ? null : <p className="text-xs text-muted">{t.noTranslation(row.quote.en ? t.arabic : t.english)}</p>}
    </div>
  );
}

function TestimonialsTable({
  rows,
  projectTitle,
  onEdit,
  onDelete,
}: {
  rows: readonly TestimonialRow[];
  projectTitle: (id: number | null) => string | null;
  onEdit: (row: TestimonialRow) => void;
  onDelete: (row: TestimonialRow) => void;
}) {
  const text = useText();
  const t = text.testimonials;
  const status = useTestimonialStatus();
  const order = useTestimonialOrder();
  const setStatus = (row: TestimonialRow, next: 'approved' | 'hidden') =>
    status.mutate(
      { id: row.id, status: next },
      {
        onSuccess: () => toast({ title: next === 'approved' ? t.approved : t.hidden, description: row.name }),
        onError: (error) => notifyError(failedTo(t.statusFailed, error)),
      },
    );
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    order.mutate(ids, { onError: (error) => notifyError(failedTo(t.orderFailed, error)) });
  };
  return (
    <Table label={t.tableLabel}>
      <THead>
        <tr>
          <Th className="w-12 sm:w-20">{t.columns.order}</Th>
          <Th>{t.columns.quote}</Th>
          <Th className="hidden lg:table-cell">{t.columns.project}</Th>
          <Th className="hidden sm:table-cell">{t.columns.status}</Th>
          <Th className="text-end">{t.columns.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row, index) => {
          const about = [row.role, row.company].filter(Boolean).join(' · ');
          return (
            <Tr key={row.id}>
              <Td>
                <div className="flex flex-col gap-0.5 sm:flex-row">
                  <Button variant="ghost" size="icon-sm" aria-label={t.moveUp(row.name)} disabled={index === 0 || order.isPending} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon-sm" aria-label={t.moveDown(row.name)} disabled={index === rows.length - 1 || order.isPending} onClick={() => move(index, 1)}>
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </div>
              </Td>
              <Td className="min-w-44">
                <QuoteText row={row} />
                {/* Name and role on lines of their own: a name in one script beside a role in the other wraps out of order. */}
                <p dir="auto" className="align-page-start mt-1.5 text-[13px] font-semibold text-stone-800">
                  {row.name}
                </p>
                {about ? (
                  <p dir="auto" className="align-page-start text-[13px] text-muted">
                    {about}
                  </p>
                ) : null}
                <div className="mt-1.5 flex flex-wrap gap-1.5">
                  {/* On a phone the status sits with the testimonial. */}
                  <Badge tone={STATUS_TONES[row.status]} className="sm:hidden">
                    {t.status[row.status]}
                  </Badge>
                  {row.source === 'link' ? <Badge tone="brand">{t.viaLink}</Badge> : null}
                </div>
              </Td>
              <Td className="hidden text-[13px] text-stone-800 lg:table-cell">{projectTitle(row.projectId) ?? '—'}</Td>
              <Td className="hidden sm:table-cell">
                <Badge tone={STATUS_TONES[row.status]}>{t.status[row.status]}</Badge>
              </Td>
              <Td>
                <div className="flex flex-col items-end gap-1 sm:flex-row sm:flex-wrap sm:justify-end">
                  {row.status === 'approved' ? (
                    <Button variant="secondary" size="sm" aria-label={t.hideLabel(row.name)} onClick={() => setStatus(row, 'hidden')}>
                      <EyeOff aria-hidden="true" />
                      {t.hide}
                    </Button>
                  ) : (
                    <Button variant="secondary" size="sm" aria-label={t.approveLabel(row.name)} onClick={() => setStatus(row, 'approved')}>
                      <Eye aria-hidden="true" />
                      {t.approve}
                    </Button>
                  )}
                  <Button variant="ghost" size="icon-sm" aria-label={t.editLabel(row.name)} title={text.common.edit} onClick={() => onEdit(row)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <DeleteIconButton label={t.deleteLabel(row.name)} onClick={() => onDelete(row)} />
                </div>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}

function RequestsTable({ rows }: { rows: readonly TestimonialRequestRow[] }) {
  const t = useText().testimonials;
  const lang = useAdminLanguage();
  const tones = { open: 'brand', used: 'success', expired: 'neutral' } as const;
  return (
    <Table label={t.links.tableLabel}>
      <THead>
        <tr>
          <Th>{t.links.columns.name}</Th>
          <Th>{t.links.columns.state}</Th>
          <Th className="hidden sm:table-cell">{t.links.columns.expires}</Th>
          <Th className="text-end">{t.links.columns.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td>
              <p className="text-sm font-semibold text-ink">
                <bdi>{row.name}</bdi>
              </p>
              {row.email ? (
                <p dir="ltr" className="text-start text-xs text-muted rtl:text-end">
                  {row.email}
                </p>
              ) : null}
            </Td>
            <Td>
              <Badge tone={tones[row.state]}>{t.links.state[row.state]}</Badge>
            </Td>
            <Td className="hidden text-[13px] whitespace-nowrap text-stone-800 sm:table-cell">{formatLongDate(row.expiresAt, lang)}</Td>
            <Td className="text-end">
              {row.url ? (
                <Button variant="ghost" size="sm" aria-label={t.links.copyLabel(row.name)} onClick={() => void copyLink(row.url ?? '')}>
                  <Copy aria-hidden="true" />
                  {t.request.copy}
                </Button>
              ) : null}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** The testimonials (/admin/testimonials): listed in the order the pages show them, edited, translated, approved, hidden, ordered; and review links for clients. */
export default function TestimonialsPage() {
  const t = useText().testimonials;
  const testimonials = useTestimonials();
  const requests = useTestimonialRequests();
  const projects = useProjects();
  const [editing, setEditing] = useState<TestimonialRow | 'new' | null>(null);
  const [asking, setAsking] = useState(false);
  const deletion = useConfirmDelete<TestimonialRow>({
    mutation: useDeleteTestimonial(),
    idOf: (row) => row.id,
    onDeleted: (row) => toast({ title: t.deleted, description: row.name }),
    onFailed: (error) => notifyError(failedTo(t.deleteFailed, error)),
  });
  const rows = testimonials.data ?? [];
  const pending = rows.filter((row) => row.status === 'pending').length;
  const projectList = projects.data ?? [];
  const named = useProjectNames();
  const projectTitle = (id: number | null) => {
    const found = projectList.find((item) => item.id === id);
    return found ? named(found).title : null;
  };

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAsking(true)}>
              <Link2 aria-hidden="true" />
              {t.ask}
            </Button>
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              {t.add}
            </Button>
          </div>
        }
      />
      <div className="grid gap-6">
        <Card className="min-w-0">
          <CardHeader
            title={t.title}
            description={testimonials.isSuccess ? [t.count(rows.length), pending > 0 ? t.pendingCount(pending) : null].filter(Boolean).join(' · ') : undefined}
          />
          <QueryView query={testimonials} items={rows} loadingLabel={t.loading} errorTitle={t.loadFailed} empty={{ icon: MessageSquareQuote, title: t.empty, hint: t.emptyHint }}>
            {(shown) => <TestimonialsTable rows={shown} projectTitle={projectTitle} onEdit={setEditing} onDelete={deletion.ask} />}
          </QueryView>
        </Card>
        <Card className="min-w-0">
          <CardHeader title={t.links.title} description={t.links.description} />
          <QueryView query={requests} items={requests.data?.requests ?? []} loadingLabel={t.loading} errorTitle={t.loadFailed} empty={{ icon: Link2, title: t.links.empty }}>
            {(shown) => <RequestsTable rows={shown} />}
          </QueryView>
        </Card>
      </div>

      <TestimonialDialog editing={editing} projects={projectList} onClose={() => setEditing(null)} />
      <RequestDialog open={asking} projects={projectList} mailEnabled={requests.data?.mailEnabled ?? false} onClose={() => setAsking(false)} />
      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target?.name ?? '')} confirmLabel={t.deleteConfirm} />
    </>
  );
}
