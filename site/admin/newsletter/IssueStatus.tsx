import type { NewsletterStatus } from '../../../shared/newsletter.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import { useText } from '../i18n/text.ts';
import { formatLongDateTime } from '../lib/dates.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import type { Issue } from './use-newsletters.ts';

const TONES: Record<NewsletterStatus, BadgeTone> = { draft: 'neutral', scheduled: 'accent', sending: 'brand', sent: 'success' };

export function IssueStatusBadge({ status }: { status: NewsletterStatus }) {
  const t = useText().newsletter;
  return <Badge tone={TONES[status]}>{t.statuses[status]}</Badge>;
}

/** The moment that matters for the issue's status: when it was edited, goes out, started going out or went out (Cairo's clock). */
const issueMoment = (issue: Issue) => {
  if (issue.status === 'sent') return issue.sentAt ?? issue.updatedAt;
  if (issue.status === 'scheduled') return issue.scheduledAt ?? issue.updatedAt;
  return issue.updatedAt;
};

export const useIssueDate = () => {
  const t = useText().newsletter;
  return (issue: Issue, lang: AdminLanguage) => t.dates[issue.status](formatLongDateTime(issueMoment(issue), lang));
};
