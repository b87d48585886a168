import { CircleCheck, Clock } from 'lucide-react';
import { useText } from '../i18n/text.ts';
import { Badge } from '../ui/Badge.tsx';

export function UserStatusBadge({ approved }: { approved: boolean }) {
  const text = useText();
  return approved ? (
    <Badge tone="success">
      <CircleCheck aria-hidden="true" />
      {text.users.approved}
    </Badge>
  ) : (
    <Badge tone="warning">
      <Clock aria-hidden="true" />
      {text.users.pending}
    </Badge>
  );
}
