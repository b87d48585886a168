import { Archive, CheckCheck, type LucideIcon, MailWarning, ShieldCheck } from 'lucide-react';
import type { MessageStatus } from '../../../shared/inbox.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { text } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import type { ButtonVariant } from '../ui/button-styles.ts';
import { useUpdateMessage } from './use-messages.ts';

const t = text.messages;

/** The moves out of any status but Spam; each is offered unless the message already has that status. */
const MOVES: readonly { to: MessageStatus; label: string; icon: LucideIcon; variant: ButtonVariant }[] = [
  { to: 'Replied', label: t.markReplied, icon: CheckCheck, variant: 'secondary' },
  { to: 'Archived', label: t.markArchived, icon: Archive, variant: 'secondary' },
  { to: 'New', label: t.markUnread, icon: MailWarning, variant: 'ghost' },
];

/** The status moves a message allows: Replied, Archived, back to unread, or out of Spam. */
export function MessageStatusActions({ message }: { message: ContactMessage }) {
  const update = useUpdateMessage();
  const set = (status: MessageStatus) =>
    update.mutate(
      { id: message.id, status },
      {
        onSuccess: () => toast({ title: status === 'New' && message.status === 'Spam' ? t.notSpam : status, description: t.statusChanged(message.name, status) }),
        onError: (error) => notifyError(failedTo(t.updateFailed, error)),
      },
    );

  if (message.status === 'Spam') {
    return (
      <Button variant="secondary" size="sm" disabled={update.isPending} onClick={() => set('New')}>
        <ShieldCheck aria-hidden="true" />
        {t.notSpam}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {MOVES.filter((move) => move.to !== message.status).map(({ to, label, icon: Icon, variant }) => (
        <Button key={to} variant={variant} size="sm" disabled={update.isPending} onClick={() => set(to)}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
