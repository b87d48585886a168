import { Mails, Plus } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { toast } from '../../islands/toaster/toast-store.ts';
import { NotFoundView } from '../app/NotFoundView.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { QueryView } from '../list/QueryView.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { IssueEditor } from './IssueEditor.tsx';
import { IssuesTable, subjectOf } from './IssuesTable.tsx';
import { type Issue, useDeleteIssue, useIssues } from './use-newsletters.ts';

const NEW_ISSUE_PATH = '/admin/newsletter/new';

function IssueList() {
  const lang = useAdminLanguage();
  const t = useText().newsletter;
  const issues = useIssues();
  const rows = issues.data ?? [];
  const deletion = useConfirmDelete<Issue>({
    mutation: useDeleteIssue(),
    idOf: (issue) => issue.id,
    onDeleted: (issue) => toast({ title: t.deleted, description: subjectOf(issue, lang, t.untitled) }),
    onFailed: (error) => notifyError(failedTo(t.deleteFailed, error)),
  });
  const newIssue = (
    <Link href={NEW_ISSUE_PATH} className={buttonClass()}>
      <Plus aria-hidden="true" />
      {t.add}
    </Link>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={newIssue} />
      <Card>
        <CardHeader title={t.tableLabel} description={issues.isSuccess ? t.count(rows.length) : undefined} />
        <QueryView query={issues} items={rows} loadingLabel={t.loading} errorTitle={t.loadFailed} empty={{ icon: Mails, title: t.empty, hint: t.emptyHint }}>
          {(shown) => <IssuesTable issues={shown} onDelete={deletion.ask} />}
        </QueryView>
      </Card>
      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target ? subjectOf(deletion.target, lang, t.untitled) : '')} />
    </>
  );
}

/** The newsletter (/admin/newsletter): its issues, and one issue's editor at /admin/newsletter/<id> or /new. */
export default function NewsletterPage() {
  const { id } = useParams<{ id?: string }>();
  if (id === undefined) return <IssueList />;
  if (id === 'new') return <IssueEditor id={null} />;
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number <= 0) return <NotFoundView />;
  return <IssueEditor id={number} />;
}
