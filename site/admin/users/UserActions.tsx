import { UserCheck, UserX } from 'lucide-react';
import { useText } from '../i18n/text.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { Button } from '../ui/Button.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';

interface UserActionsProps {
  user: AdminUser;
  busy: boolean;
  onApprove: (approved: boolean) => void;
  onDelete: () => void;
}

/** Approve a pending account, unapprove an approved one, or delete it. */
export function UserActions({ user, busy, onApprove, onDelete }: UserActionsProps) {
  const text = useText();
  return (
    <div className="flex items-center justify-end gap-1.5">
      {user.approved ? (
        <Button variant="secondary" size="sm" className="max-sm:size-8 max-sm:px-0" busy={busy} onClick={() => onApprove(false)} title={text.users.unapproveLabel(user.name)}>
          {busy ? null : <UserX aria-hidden="true" />}
          <span className="max-sm:sr-only">{text.users.unapprove}</span>
        </Button>
      ) : (
        <Button size="sm" className="max-sm:size-8 max-sm:px-0" busy={busy} onClick={() => onApprove(true)} title={text.users.approveLabel(user.name)}>
          {busy ? null : <UserCheck aria-hidden="true" />}
          <span className="max-sm:sr-only">{text.users.approve}</span>
        </Button>
      )}
      <DeleteIconButton label={text.users.deleteLabel(user.name)} onClick={onDelete} />
    </div>
  );
}
