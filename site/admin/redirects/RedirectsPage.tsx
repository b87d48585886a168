import { CornerDownRight, ExternalLink, Milestone, Pencil, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { localPathOf } from '../../../shared/redirect-paths.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { MissingPage, RedirectRow } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { QueryView } from '../list/QueryView.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { type RedirectDraft, RedirectDialog } from './RedirectDialog.tsx';
import { useDeleteRedirect, useMissingPages, useRedirects } from './use-redirects.ts';

const path = 'align-page-start font-mono text-[13px] break-all text-ink';

/** A target that is an address of another site: the office sees that visitors leave the site there. */
function LeavesSite({ className }: { className?: string }) {
  const t = useText().redirects;
  return (
    <Badge tone="neutral" className={className}>
      <ExternalLink aria-hidden="true" />
      {t.leavesSite}
    </Badge>
  );
}

function RedirectsTable({ rows, onEdit, onDelete }: { rows: readonly RedirectRow[]; onEdit: (row: RedirectRow) => void; onDelete: (row: RedirectRow) => void }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.redirects;
  return (
    <Table label={t.tableLabel}>
      <THead>
        <tr>
          <Th>{t.columns.from}</Th>
          <Th className="hidden md:table-cell">{t.columns.to}</Th>
          <Th className="hidden lg:table-cell">{t.columns.created}</Th>
          <Th className="text-end">{t.columns.hits}</Th>
          <Th className="text-end">{t.columns.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td>
              <p dir="ltr" className={path}>
                {row.from}
              </p>
              {/* On a phone the target sits under its address. */}
              <p className="mt-1 flex items-start gap-1 text-[13px] text-muted md:hidden">
                <CornerDownRight aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 rtl:-scale-x-100" />
                <span dir="ltr" className="font-mono break-all">
                  {row.to}
                </span>
              </p>
              {localPathOf(row.to) === null ? <LeavesSite className="mt-1.5 md:hidden" /> : null}
              {row.renamedProject ? (
                <Badge tone="neutral" className="mt-1.5">
                  {t.renamedProject}
                </Badge>
              ) : null}
            </Td>
            <Td className="hidden md:table-cell">
              <p dir="ltr" className={path}>
                {row.to}
              </p>
              {localPathOf(row.to) === null ? <LeavesSite className="mt-1.5" /> : null}
            </Td>
            <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums lg:table-cell">
              <time dateTime={row.createdAt}>{formatLongDate(row.createdAt, lang)}</time>
            </Td>
            <Td className="text-end tabular-nums text-stone-800">{row.hits}</Td>
            <Td>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon-sm" aria-label={t.editLabel(row.from)} title={text.common.edit} onClick={() => onEdit(row)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <DeleteIconButton label={t.deleteLabel(row.from)} onClick={() => onDelete(row)} />
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

function MissingPagesTable({ rows, onAdd }: { rows: readonly MissingPage[]; onAdd: (page: MissingPage) => void }) {
  const m = useText().redirects.missing;
  return (
    <Table label={m.tableLabel}>
      <THead>
        <tr>
          <Th>{m.columns.path}</Th>
          <Th className="text-end">{m.columns.hits}</Th>
          <Th className="text-end">{m.columns.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((page) => (
          <Tr key={page.path}>
            <Td>
              <p dir="ltr" className={path}>
                {page.path}
              </p>
            </Td>
            <Td className="text-end tabular-nums text-stone-800">{page.hits}</Td>
            <Td className="text-end">
              {page.redirectedTo ? (
                <span className="text-[13px] text-muted">{m.redirected(page.redirectedTo)}</span>
              ) : (
                <Button variant="secondary" size="sm" aria-label={m.addLabel(page.path)} onClick={() => onAdd(page)}>
                  {m.add}
                </Button>
              )}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** The redirects (/admin/redirects): every one with its visits, added and edited by hand, and the missing pages worth one. */
export default function RedirectsPage() {
  const t = useText().redirects;
  const redirects = useRedirects();
  const missing = useMissingPages();
  const [draft, setDraft] = useState<RedirectDraft | null>(null);
  const deletion = useConfirmDelete<RedirectRow>({
    mutation: useDeleteRedirect(),
    idOf: (row) => row.id,
    onDeleted: (row) => toast({ title: t.deleted, description: row.from }),
    onFailed: (error) => notifyError(failedTo(t.deleteFailed, error)),
  });
  const rows = redirects.data ?? [];
  const missingRows = missing.data ?? [];

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Button onClick={() => setDraft({ id: null, from: '', to: '' })}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        }
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader title={t.title} description={redirects.isSuccess ? t.count(rows.length) : undefined} />
          <QueryView query={redirects} items={rows} loadingLabel={t.loading} errorTitle={t.loadFailed} empty={{ icon: Milestone, title: t.empty, hint: t.emptyHint }}>
            {(shown) => <RedirectsTable rows={shown} onEdit={(row) => setDraft({ id: row.id, from: row.from, to: row.to })} onDelete={deletion.ask} />}
          </QueryView>
        </Card>
        <Card>
          <CardHeader title={t.missing.title} description={t.missing.description} />
          <QueryView
            query={missing}
            items={missingRows}
            loadingLabel={t.missing.loading}
            errorTitle={t.missing.loadFailed}
            empty={{ icon: SearchX, title: t.missing.empty, hint: t.missing.emptyHint }}
          >
            {(shown) => <MissingPagesTable rows={shown} onAdd={(page) => setDraft({ id: null, from: page.path, to: '' })} />}
          </QueryView>
        </Card>
      </div>

      <RedirectDialog draft={draft} onClose={() => setDraft(null)} />
      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target?.from ?? '')} confirmLabel={t.deleteConfirm} />
    </>
  );
}
