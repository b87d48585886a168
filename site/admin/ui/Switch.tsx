import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cx } from './cx.ts';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The accessible name, e.g. "Feature Zamalek Apartment on the homepage". */
  label?: string;
  id?: string;
  'aria-describedby'?: string;
}

/** A keyboard-usable toggle (Space and Enter), announced as a switch with its state. */
export function Switch({ checked, onCheckedChange, disabled, label, id, ...aria }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      aria-describedby={aria['aria-describedby']}
      className={cx(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-nile-600' : 'bg-stone-300',
      )}
    >
      <SwitchPrimitive.Thumb
        className={cx('pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform', checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0')}
      />
    </SwitchPrimitive.Root>
  );
}
