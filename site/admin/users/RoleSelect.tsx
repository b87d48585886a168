import { ROLES, type Role } from '../../../shared/roles.ts';
import { useText } from '../i18n/text.ts';
import { Select } from '../ui/Select.tsx';

/** The "Role" select: admin, editor or sales (the Users screen says what each may use). */
export function RoleSelect({ value, onChange, label, disabled, id }: { value: Role; onChange: (role: Role) => void; label?: string; disabled?: boolean; id?: string }) {
  const text = useText();
  return (
    <Select id={id} aria-label={label} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as Role)} className="h-9 min-w-28 text-[13px]">
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {text.common.roleName(role)}
        </option>
      ))}
    </Select>
  );
}
