import { Mail, Phone, Reply, Trash2 } from 'lucide-react';
import type { ContactMessage } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { Button } from '../ui/Button.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { text } from '../i18n/text.ts';
import { EraseDataButton } from '../privacy/EraseDataButton.tsx';
import { MessageNote } from './MessageNote.tsx';
import { MessageStatusActions } from './MessageStatusActions.tsx';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';

interface MessageDialogProps {
  message: ContactMessage | null;
  onClose: () => void;
  onDelete: (message: ContactMessage) => void;
}

/**
 * 'Message from {name}', 'Received on {date}': sender, phone, subject and the message itself,
 * with its status, the moves between statuses, its email notice and the office's private note.
 */
const t = text.messages;

export function MessageDialog({ message, onClose, onDelete }: MessageDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t.dialogTitle(message?.name ?? '')}
      description={t.receivedOn(formatLongDate(message?.createdAt))}
      className="max-w-xl"
      closeButton={false}
      footer={
        message ? (
          <>
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(t.replySubject(message.subject))}`}
              className={buttonClass({ variant: 'ghost', className: 'sm:me-auto' })}
            >
              <Reply aria-hidden="true" />
              {t.replyByEmail}
            </a>
            <Button variant="outline-destructive" onClick={() => onDelete(message)}>
              <Trash2 aria-hidden="true" />
              {t.delete}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t.close}
            </Button>
          </>
        ) : null
      }
    >
      {message ? (
        <div className="grid gap-5">
          <dl className="grid gap-3 text-sm sm:grid-cols-[6rem_1fr] sm:gap-x-4">
            <dt className="font-semibold text-muted">{t.from}</dt>
            <dd className="-mt-2 min-w-0 sm:mt-0">
              <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1.5 break-all text-nile-600 hover:underline">
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                {message.email}
              </a>
            </dd>
            <dt className="font-semibold text-muted">{t.phone}</dt>
            <dd className="-mt-2 sm:mt-0">
              <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1.5 text-nile-600 tabular-nums hover:underline">
                <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                {message.phone}
              </a>
            </dd>
            <dt className="font-semibold text-muted">{t.subject}</dt>
            <dd className="-mt-2 font-semibold text-ink sm:mt-0">{message.subject}</dd>
            <dt className="font-semibold text-muted">{t.statusLabel}</dt>
            <dd className="-mt-2 sm:mt-0">
              <MessageStatusBadge status={message.status} />
            </dd>
            <dt className="font-semibold text-muted">{t.noticeLabel}</dt>
            <dd className="-mt-2 break-words text-stone-800 sm:mt-0">{message.noticeStatus ?? t.noNotice}</dd>
          </dl>
          <div className="rounded-lg border border-line bg-subtle/50 p-4 text-sm leading-relaxed whitespace-pre-wrap text-stone-900">{message.message}</div>
          <MessageStatusActions message={message} />
          <MessageNote key={message.id} message={message} />
          <div className="flex justify-end border-t border-line pt-4">
            <EraseDataButton email={message.email} onErased={onClose} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
