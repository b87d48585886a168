import type { MessageStatus } from '../../../shared/inbox.ts';
import { useText } from '../i18n/text.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

const TONES: Record<MessageStatus, BadgeTone> = { New: 'brand', Read: 'neutral', Replied: 'success', Archived: 'neutral', Spam: 'danger' };

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const text = useText();
  return <Badge tone={TONES[status]}>{text.messages.statuses[status]}</Badge>;
}
