import type { MessageStatus } from '../../../shared/inbox.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

const TONES: Record<MessageStatus, BadgeTone> = { New: 'brand', Read: 'neutral', Replied: 'success', Archived: 'neutral', Spam: 'danger' };

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
