import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from './button-styles.ts';
import { Spinner } from './Spinner.tsx';
import { useText } from '../i18n/text.ts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
}

/**
 * An alert dialog for destructive actions: focus starts on Cancel, Escape cancels, and the
 * dialog stays open while the action runs, so a failure can be read next to its cause.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel, busy = false, onConfirm }: ConfirmDialogProps) {
  const text = useText();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-line bg-surface p-6 shadow-panel focus:outline-none data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg font-semibold tracking-tight text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })} disabled={busy}>
              {cancelLabel ?? text.common.cancel}
            </AlertDialog.Cancel>
            <button type="button" className={buttonClass({ variant: 'destructive' })} disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
              {busy ? <Spinner className="size-4" /> : null}
              {confirmLabel ?? text.common.delete}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
