import { useText } from '../i18n/text.ts';
import { cx } from '../ui/cx.ts';

/**
 * The number of new messages beside "Messages" in the sidebar. Screen readers hear it as the link's
 * description ("3 new messages", through aria-describedby on the link), so the link's name stays "Messages".
 */
export function NewMessagesBadge({ id, count, active }: { id: string; count: number; active: boolean }) {
  const text = useText();
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="new-messages-badge"
        className={cx('ms-auto min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums', active ? 'bg-white text-nile-700' : 'bg-nile-600 text-white')}
      >
        {count}
      </span>
      <span id={id} hidden>
        {text.messages.newMessagesDescription(count)}
      </span>
    </>
  );
}
