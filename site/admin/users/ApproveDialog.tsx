import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { LEAST_ROLE, type Role } from '../../../shared/roles.ts';
import { useText } from '../i18n/text.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { RoleSelect } from './RoleSelect.tsx';

/**
 * Approving asks what the account may use first, offering the role that may use the least: the API makes an
 * account approved without a role an admin, so the screen never approves without one.
 */
export function ApproveDialog({ user, onApprove, onClose }: { user: AdminUser; onApprove: (role: Role) => void; onClose: () => void }) {
  const t = useText();
  const [role, setRole] = useState<Role>(LEAST_ROLE);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.users.approveLabel(user.name)}
      description={t.users.rolesLegend}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button onClick={() => onApprove(role)}>
            <UserCheck aria-hidden="true" />
            {t.users.approve}
          </Button>
        </>
      }
    >
      <FormField label={t.users.roleLabel}>
        <RoleSelect value={role} onChange={setRole} />
      </FormField>
    </Dialog>
  );
}
