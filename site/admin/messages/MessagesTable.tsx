import { Eye } from 'lucide-react';
import type { ContactMessage } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { cx } from '../ui/cx.ts';
import { useLeadWords } from './lead-words.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';
import { StageBadge } from './StageBadge.tsx';

interface MessagesTableProps {
  messages: readonly ContactMessage[];
  onView: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

/** The spec's columns; a status other than Read shows as a badge beside the name (new ones are also bold). */

export function MessagesTable({ messages, onView, onDelete }: MessagesTableProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const words = useLeadWords();
  const t = text.messages;
  return (
    <Table label={t.tableLabel}>
      <THead>
        <tr>
          <Th>{t.columns.name}</Th>
          <Th className="hidden md:table-cell">{t.columns.email}</Th>
          <Th className="hidden sm:table-cell">{t.columns.subject}</Th>
          <Th className="hidden lg:table-cell">{t.columns.date}</Th>
          <Th className="text-end">{t.columns.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {messages.map((message) => {
          const unread = message.status === 'New';
          // A lead added by hand has no subject: its channel says what it is.
          const subject = message.subject || (message.channel === 'form' ? '' : words.channel(message.channel));
          return (
            <Tr key={message.id} className={cx('cursor-pointer', unread && 'bg-nile-400/5 [&_td]:font-bold')} onClick={() => onView(message)}>
              <Td>
                <p className="flex max-w-[55vw] flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink sm:max-w-56">
                  <span dir="auto" className="align-page-start -my-1 max-w-full truncate py-1">
                    {message.name}
                  </span>
                  {unread ? <Badge tone="brand">{t.newBadge}</Badge> : message.status !== 'Read' ? <MessageStatusBadge status={message.status} /> : null}
                  {message.stage !== 'New lead' ? <StageBadge stage={message.stage} /> : null}
                </p>
                <p dir="ltr" className="align-page-start max-w-[55vw] truncate text-xs text-muted md:hidden">
                  {message.email}
                </p>
                <p dir="auto" className="align-page-start -my-1 max-w-[55vw] truncate py-1 text-[13px] text-stone-800 sm:hidden">
                  {subject}
                </p>
                <p className="text-xs text-muted tabular-nums lg:hidden">{formatLongDate(message.createdAt, lang)}</p>
              </Td>
              <Td className="hidden md:table-cell">
                <span dir="ltr" className="align-page-start block max-w-44 truncate text-stone-800 xl:max-w-52">
                  {message.email}
                </span>
              </Td>
              {/* The subject takes the room the other columns leave, and is cut there: the table never outgrows its card. */}
              <Td className="hidden w-full max-w-0 sm:table-cell">
                <span dir="auto" className="align-page-start -my-1 block truncate py-1 text-stone-900">
                  {subject}
                </span>
              </Td>
              <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums lg:table-cell">
                <time dateTime={message.createdAt}>{formatLongDate(message.createdAt, lang)}</time>
              </Td>
              <Td className="whitespace-nowrap" onClick={(event) => event.stopPropagation()}>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon-sm" aria-label={t.viewLabel(message.name)} title={t.view} onClick={() => onView(message)}>
                    <Eye aria-hidden="true" />
                  </Button>
                  <DeleteIconButton label={t.deleteLabel(message.name)} onClick={() => onDelete(message)} />
                </div>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
