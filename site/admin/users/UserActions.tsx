import { KeyRound, UserCheck, UserX } from 'lucide-react';
import { useText } from '../i18n/text.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { Button } from '../ui/Button.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';

interface UserActionsProps {
  user: AdminUser;
  busy: boolean;
  onApprove: (approved: boolean) => void;
  onResetPassword: () => void;
  onDelete: () => void;
}

// Icons alone below 1536 px: the Users table keeps six columns beside the sidebar.
const compact = 'max-2xl:size-8 max-2xl:px-0';

/** Approve a pending account (after asking its role), unapprove an approved one, make a password link, or delete it. */
export function UserActions({ user, busy, onApprove, onResetPassword, onDelete }: UserActionsProps) {
  const text = useText();
  return (
    <div className="flex items-center justify-end gap-1.5">
      {user.approved ? (
        <Button variant="secondary" size="sm" className={compact} busy={busy} onClick={() => onApprove(false)} title={text.users.unapproveLabel(user.name)}>
          {busy ? null : <UserX aria-hidden="true" />}
          <span className="max-2xl:sr-only">{text.users.unapprove}</span>
        </Button>
      ) : (
        <Button size="sm" className={compact} busy={busy} onClick={() => onApprove(true)} title={text.users.approveLabel(user.name)}>
          {busy ? null : <UserCheck aria-hidden="true" />}
          <span className="max-2xl:sr-only">{text.users.approve}</span>
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="size-8 px-0"
        onClick={onResetPassword}
        title={text.users.resetPasswordLabel(user.name)}
        aria-label={text.users.resetPasswordLabel(user.name)}
      >
        <KeyRound aria-hidden="true" />
      </Button>
      <DeleteIconButton label={text.users.deleteLabel(user.name)} onClick={onDelete} />
    </div>
  );
}
