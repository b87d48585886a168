import { Archive, CheckCheck, type LucideIcon, MailWarning, ShieldCheck } from 'lucide-react';
import type { MessageStatus } from '../../../shared/inbox.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { useText } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import type { ButtonVariant } from '../ui/button-styles.ts';
import { useUpdateMessage } from './use-messages.ts';

type Move = 'markReplied' | 'markArchived' | 'markUnread';

/** The moves out of any status but Spam; each is offered unless the message already has that status. */
const MOVES: readonly { to: MessageStatus; label: Move; icon: LucideIcon; variant: ButtonVariant }[] = [
  { to: 'Replied', label: 'markReplied', icon: CheckCheck, variant: 'secondary' },
  { to: 'Archived', label: 'markArchived', icon: Archive, variant: 'secondary' },
  { to: 'New', label: 'markUnread', icon: MailWarning, variant: 'ghost' },
];

/** The status moves a message allows: Replied (a message someone sent), Archived, back to unread, or out of Spam. */
export function MessageStatusActions({ message }: { message: ContactMessage }) {
  const text = useText();
  const t = text.messages;
  const update = useUpdateMessage();
  const set = (status: MessageStatus) =>
    update.mutate(
      { id: message.id, status },
      {
        onSuccess: () =>
          toast({ title: status === 'New' && message.status === 'Spam' ? t.notSpam : t.statuses[status], description: t.statusChanged(message.name, t.statuses[status]) }),
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
      {MOVES.filter((move) => move.to !== message.status && !(move.to === 'Replied' && message.channel !== 'form')).map(({ to, label, icon: Icon, variant }) => (
        <Button key={to} variant={variant} size="sm" disabled={update.isPending} onClick={() => set(to)}>
          <Icon aria-hidden="true" />
          {t[label]}
        </Button>
      ))}
    </div>
  );
}
