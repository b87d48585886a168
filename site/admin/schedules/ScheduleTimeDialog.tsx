import { CalendarClock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useText } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';

interface ScheduleTimeDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The submit button's words ("Schedule"). */
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** The form was submitted: check what it holds, and schedule it when it is right. */
  onSubmit: () => void;
  /** The form's fields: the time in Cairo, and what else is chosen with it. */
  children: ReactNode;
}

/** A dialog that schedules something at a date and time in Cairo: its form, Cancel, and the clock-marked submit. */
export function ScheduleTimeDialog({ open, title, description, submitLabel, busy, onCancel, onSubmit, children }: ScheduleTimeDialogProps) {
  const text = useText();
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {text.common.cancel}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? null : <CalendarClock aria-hidden="true" />}
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
