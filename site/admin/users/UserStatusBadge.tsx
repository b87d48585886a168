import { CircleCheck, Clock } from 'lucide-react';
import { Badge } from '../ui/Badge.tsx';

export function UserStatusBadge({ approved }: { approved: boolean }) {
  return approved ? (
    <Badge tone="success">
      <CircleCheck aria-hidden="true" />
      Approved
    </Badge>
  ) : (
    <Badge tone="warning">
      <Clock aria-hidden="true" />
      Pending
    </Badge>
  );
}
