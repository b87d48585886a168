import { Mail, MessageCircle, Phone, PhoneCall, Reply, Trash2 } from 'lucide-react';
import { whatsappReplyHref } from '../../../shared/leads.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { Button } from '../ui/Button.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { dictionaries, useAdminLanguage, useText } from '../i18n/text.ts';
import { LeadFacts } from './LeadFacts.tsx';
import { EraseDataButton } from '../privacy/EraseDataButton.tsx';
import { MessageNote } from './MessageNote.tsx';
import { MessageStatusActions } from './MessageStatusActions.tsx';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';
import { PipelineFields } from './PipelineFields.tsx';
import { AskLeadForTestimonial } from '../testimonials/AskLeadForTestimonial.tsx';
import { StageBadge } from './StageBadge.tsx';

interface MessageDialogProps {
  message: ContactMessage | null;
  onClose: () => void;
  onDelete: (message: ContactMessage) => void;
}

/** The phone number as a `tel:` link: its digits, with the + of an international number. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * 'Message from {name}', 'Received on {date}': sender, phone, subject and the message itself, with its
 * status, its email notice, what the visitor said of the project, its files and its source, where the deal
 * stands, and the office's private note. Replies go by email, on WhatsApp or by a call.
 */
export function MessageDialog({ message, onClose, onDelete }: MessageDialogProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.messages;
  // A lead the office added by hand is not a message anyone sent.
  const byHand = message !== null && message.channel !== 'form';
  const date = formatLongDate(message?.createdAt, lang);
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={byHand ? t.leadDialogTitle(message.name) : t.dialogTitle(message?.name ?? '')}
      description={byHand ? t.addedOn(date) : t.receivedOn(date)}
      className="max-w-2xl"
      closeButton={false}
      footer={
        message ? (
          <>
            <div className="flex min-w-0 flex-wrap gap-1 sm:flex-1">
              {message.email ? (
                <a href={`mailto:${message.email}?subject=${encodeURIComponent(t.replySubject(message.subject))}`} className={buttonClass({ variant: 'ghost' })}>
                  <Reply aria-hidden="true" className="rtl:-scale-x-100" />
                  {t.replyByEmail}
                </a>
              ) : null}
              <a
                href={whatsappReplyHref(message.phone, dictionaries[message.lang].messages.reply.whatsappGreeting(message.name))}
                target="_blank"
                rel="noopener"
                className={buttonClass({ variant: 'ghost' })}
              >
                <MessageCircle aria-hidden="true" />
                {t.reply.whatsapp}
              </a>
              <a href={telHref(message.phone)} className={buttonClass({ variant: 'ghost' })}>
                <PhoneCall aria-hidden="true" />
                {t.reply.call}
              </a>
            </div>
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
        <div className="grid gap-6">
          <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_1fr] sm:gap-x-4">
            {message.email ? (
              <>
                <dt className="font-semibold text-muted">{t.from}</dt>
                <dd className="-mt-2 min-w-0 sm:mt-0">
                  <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1.5 break-all text-nile-600 hover:underline">
                    <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                    <span dir="ltr">{message.email}</span>
                  </a>
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-muted">{t.phone}</dt>
            <dd className="-mt-2 sm:mt-0">
              <a href={telHref(message.phone)} className="inline-flex items-center gap-1.5 text-nile-600 tabular-nums hover:underline">
                <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                <span dir="ltr">{message.phone}</span>
              </a>
            </dd>
            {message.subject ? (
              <>
                <dt className="font-semibold text-muted">{t.subject}</dt>
                <dd dir="auto" className="align-page-start -mt-2 font-semibold text-ink sm:mt-0">
                  {message.subject}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold text-muted">{t.statusLabel}</dt>
            <dd className="-mt-2 sm:mt-0">
              <MessageStatusBadge status={message.status} />
            </dd>
            <dt className="font-semibold text-muted">{text.leads.pipeline.stage}</dt>
            <dd className="-mt-2 sm:mt-0">
              <StageBadge stage={message.stage} />
            </dd>
            {message.channel === 'form' ? (
              <>
                <dt className="font-semibold text-muted">{t.noticeLabel}</dt>
                <dd className="-mt-2 break-words text-stone-800 sm:mt-0">{message.noticeStatus ?? t.noNotice}</dd>
              </>
            ) : null}
          </dl>
          {/* The visitor's words in their own direction, English or Arabic, whatever the admin's. */}
          {message.message ? (
            <div dir="auto" className="rounded-lg border border-line bg-subtle/50 p-4 text-sm leading-relaxed whitespace-pre-wrap text-stone-900">
              {message.message}
            </div>
          ) : null}
          <LeadFacts message={message} />
          <MessageStatusActions message={message} />
          <PipelineFields key={`${message.id}-${message.stage}`} message={message} />
          {message.stage === 'Won' ? (
            <div>
              <AskLeadForTestimonial lead={message} />
            </div>
          ) : null}
          <MessageNote key={message.id} message={message} />
          <div className="flex justify-end border-t border-line pt-4">
            <EraseDataButton email={message.email} onErased={onClose} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
