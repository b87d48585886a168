import { inboxTexts } from '../messages/inbox-texts.ts';
import { cx } from '../ui/cx.ts';

/**
 * The number of new messages beside "Messages" in the sidebar. It describes the link
 * (aria-describedby) rather than renaming it, so the item is still announced as "Messages".
 */
export function NewMessagesBadge({ id, count, active }: { id: string; count: number; active: boolean }) {
  return (
    <span
      id={id}
      data-testid="new-messages-badge"
      className={cx('ms-auto min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums', active ? 'bg-white text-nile-700' : 'bg-nile-600 text-white')}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{inboxTexts.newMessagesDescription(count)}</span>
    </span>
  );
}
