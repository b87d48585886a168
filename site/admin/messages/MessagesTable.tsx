import { Eye } from 'lucide-react';
import type { ContactMessage } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { cx } from '../ui/cx.ts';
import { inboxTexts as t } from './inbox-texts.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';

interface MessagesTableProps {
  messages: ContactMessage[];
  onView: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

/** The spec's columns; a status other than Read shows as a badge beside the name (new ones are also bold). */
export function MessagesTable({ messages, onView, onDelete }: MessagesTableProps) {
  return (
    <Table label="Contact messages">
      <THead>
        <tr>
          <Th>Name</Th>
          <Th className="hidden md:table-cell">Email</Th>
          <Th className="hidden sm:table-cell">Subject</Th>
          <Th className="hidden lg:table-cell">Date</Th>
          <Th className="text-end">Actions</Th>
        </tr>
      </THead>
      <TBody>
        {messages.map((message) => {
          const unread = message.status === 'New';
          return (
            <Tr key={message.id} className={cx('cursor-pointer', unread && 'bg-nile-400/5 [&_td]:font-bold')} onClick={() => onView(message)}>
              <Td>
                <p className="flex max-w-[55vw] items-center gap-2 font-semibold text-ink sm:max-w-56">
                  <span className="truncate">{message.name}</span>
                  {unread ? <Badge tone="brand">{t.newBadge}</Badge> : message.status !== 'Read' ? <MessageStatusBadge status={message.status} /> : null}
                </p>
                <p className="max-w-[55vw] truncate text-xs text-muted md:hidden">{message.email}</p>
                <p className="max-w-[55vw] truncate text-[13px] text-stone-800 sm:hidden">{message.subject}</p>
                <p className="text-xs text-muted tabular-nums lg:hidden">{formatLongDate(message.createdAt)}</p>
              </Td>
              <Td className="hidden md:table-cell">
                <span className="block max-w-56 truncate text-stone-800">{message.email}</span>
              </Td>
              <Td className="hidden sm:table-cell">
                <span className="block max-w-64 truncate text-stone-900">{message.subject}</span>
              </Td>
              <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums lg:table-cell">
                <time dateTime={message.createdAt}>{formatLongDate(message.createdAt)}</time>
              </Td>
              <Td onClick={(event) => event.stopPropagation()}>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon-sm" aria-label={`View message from ${message.name}`} title="View" onClick={() => onView(message)}>
                    <Eye aria-hidden="true" />
                  </Button>
                  <DeleteIconButton label={`Delete message from ${message.name}`} onClick={() => onDelete(message)} />
                </div>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
