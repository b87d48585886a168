import { Link } from 'wouter';
import type { MessageSummary } from '../lib/api-types.ts';
import { MESSAGE_STATUSES } from '../../../shared/inbox.ts';
import { MessageStatusBadge } from '../messages/MessageStatusBadge.tsx';
import { useText } from '../i18n/text.ts';
import { CountBadge } from '../ui/CountBadge.tsx';

/** How many messages hold each status; each count opens the inbox filtered to it. */
export function MessagesByStatus({ byStatus }: { byStatus: MessageSummary['byStatus'] }) {
  const t = useText().messages;
  return (
    <ul className="grid gap-1">
      {MESSAGE_STATUSES.map((status) => (
        <li key={status}>
          <Link href={`/admin/messages?status=${status}`} className="flex items-center justify-between rounded-md px-2 py-1.5 hover:bg-subtle">
            <MessageStatusBadge status={status} />
            <CountBadge count={byStatus[status]} spoken={t.count(byStatus[status])} className="text-sm font-semibold text-ink tabular-nums" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
