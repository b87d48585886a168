import { Archive, CheckCheck, MailWarning, ShieldCheck } from 'lucide-react';
import type { MessageStatus } from '../../../shared/inbox.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { text } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import { useUpdateMessage } from './use-messages.ts';

/** The status moves a message allows: Replied, Archived, back to unread, or out of Spam. */
const t = text.messages;

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
      {message.status !== 'Replied' ? (
        <Button variant="secondary" size="sm" disabled={update.isPending} onClick={() => set('Replied')}>
          <CheckCheck aria-hidden="true" />
          {t.markReplied}
        </Button>
      ) : null}
      {message.status !== 'Archived' ? (
        <Button variant="secondary" size="sm" disabled={update.isPending} onClick={() => set('Archived')}>
          <Archive aria-hidden="true" />
          {t.markArchived}
        </Button>
      ) : null}
      {message.status !== 'New' ? (
        <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => set('New')}>
          <MailWarning aria-hidden="true" />
          {t.markUnread}
        </Button>
      ) : null}
    </div>
  );
}
