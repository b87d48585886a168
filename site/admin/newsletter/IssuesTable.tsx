import { Pencil, Eye } from 'lucide-react';
import { Link } from 'wouter';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { IssueStatusBadge, useIssueDate } from './IssueStatus.tsx';
import type { Issue } from './use-newsletters.ts';

const FIGURES = ['recipients', 'sent', 'failed', 'unsubscribed'] as const;

/** The issue's name in a sentence or a label: its subject in the admin's language first. */
export const subjectOf = (issue: Issue, lang: 'en' | 'ar', untitled: string) =>
  (lang === 'ar' ? issue.subject.ar || issue.subject.en : issue.subject.en || issue.subject.ar) || untitled;

export const editable = (issue: Issue) => issue.status === 'draft' || issue.status === 'scheduled';

/** Every issue, newest first: its subjects, status, moment and figures; on a phone the figures sit under the subject. */
export function IssuesTable({ issues, onDelete }: { issues: readonly Issue[]; onDelete: (issue: Issue) => void }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.newsletter;
  const dateOf = useIssueDate();
  return (
    <Table label={t.tableLabel}>
      <THead>
        <tr>
          <Th>{t.columns.subject}</Th>
          <Th className="hidden sm:table-cell">{t.columns.status}</Th>
          {FIGURES.map((figure) => (
            <Th key={figure} className="hidden text-end lg:table-cell">
              {t.columns[figure]}
            </Th>
          ))}
          <Th className="text-end">{t.columns.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {issues.map((issue) => {
          const name = subjectOf(issue, lang, t.untitled);
          const sentOrSending = issue.status === 'sent' || issue.status === 'sending';
          return (
            <Tr key={issue.id} data-testid="newsletter-row">
              <Td className="w-full max-w-0 sm:w-1/2">
                <Link href={`/admin/newsletter/${issue.id}`} className="block rounded-sm hover:underline">
                  {issue.subject.en || issue.subject.ar ? (
                    <>
                      {issue.subject.en ? (
                        <span dir="auto" lang="en" className="align-page-start block truncate font-medium text-ink">
                          {issue.subject.en}
                        </span>
                      ) : null}
                      {issue.subject.ar ? (
                        <span dir="auto" lang="ar" className="align-page-start block truncate font-medium text-ink">
                          {issue.subject.ar}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    <span className="block font-medium text-muted italic">{t.untitled}</span>
                  )}
                </Link>
                <p className="mt-0.5 text-xs text-muted tabular-nums">{dateOf(issue, lang)}</p>
                {/* On a phone the status sits under the subject. */}
                <div className="mt-1.5 sm:hidden">
                  <IssueStatusBadge status={issue.status} />
                </div>
                {sentOrSending ? (
                  <p className="mt-0.5 text-xs text-stone-800 tabular-nums lg:hidden">
                    {t.figures(issue.counts.recipients, issue.counts.sent, issue.counts.failed, issue.counts.unsubscribed)}
                  </p>
                ) : null}
              </Td>
              <Td className="hidden sm:table-cell">
                <IssueStatusBadge status={issue.status} />
              </Td>
              {FIGURES.map((figure) => (
                <Td key={figure} className="hidden text-end text-stone-800 tabular-nums lg:table-cell">
                  {sentOrSending ? issue.counts[figure] : '—'}
                </Td>
              ))}
              <Td>
                <div className="flex justify-end gap-1">
                  <Link
                    href={`/admin/newsletter/${issue.id}`}
                    aria-label={t.openLabel(name)}
                    title={editable(issue) ? text.common.edit : t.viewTitle}
                    className={buttonClass({ variant: 'ghost', size: 'icon-sm' })}
                  >
                    {editable(issue) ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  </Link>
                  {editable(issue) ? <DeleteIconButton label={t.deleteLabel(name)} onClick={() => onDelete(issue)} /> : null}
                </div>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
