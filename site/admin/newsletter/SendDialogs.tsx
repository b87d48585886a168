import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PageLang } from '../../../shared/inbox.ts';
import { reasonOf } from '../../lib/api-error.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { formatLongDateTime } from '../lib/dates.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { cairoParts, cairoToIso, tomorrowMorning } from '../lib/cairo-time.ts';
import { ScheduleTimeDialog } from '../schedules/ScheduleTimeDialog.tsx';

/** Who an issue reaches: every confirmed subscriber, or only one language's when only that language is written. */
function AudienceNote({ written }: { written: readonly PageLang[] }) {
  const t = useText().newsletter;
  const [only] = written;
  return <>{written.length === 1 && only ? t.onlyLanguage[only] : t.sendBoth}</>;
}

interface SendDialogProps {
  open: boolean;
  written: readonly PageLang[];
  busy: boolean;
  onCancel: () => void;
  onSend: () => void;
}

/** "Send": says who receives the issue before it goes, in particular when only one language is written. */
export function SendDialog({ open, written, busy, onCancel, onSend }: SendDialogProps) {
  const text = useText();
  const t = text.newsletter;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={t.sendTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {text.common.cancel}
          </Button>
          <Button onClick={onSend} busy={busy}>
            {busy ? null : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
            {t.send}
          </Button>
        </>
      }
    >
      <div className="grid gap-2 text-sm leading-relaxed text-stone-800">
        <p>
          <AudienceNote written={written} />
        </p>
        <p className="text-muted">{t.sendFinal}</p>
      </div>
    </Dialog>
  );
}

interface ScheduleDialogProps {
  open: boolean;
  /** The time it is scheduled for already, if it is. */
  scheduledAt: string | null;
  written: readonly PageLang[];
  busy: boolean;
  /** The server's refusal of the last try, shown under the time. */
  error: unknown;
  onCancel: () => void;
  onSchedule: (at: string) => void;
}

/** "Schedule": a date and time in Cairo, whatever the device's time zone, sent as an ISO time with Cairo's offset. */
export function ScheduleDialog({ open, scheduledAt, written, busy, error, onCancel, onSchedule }: ScheduleDialogProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.newsletter;
  const [fields, setFields] = useState(tomorrowMorning);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setFields(scheduledAt ? cairoParts(new Date(scheduledAt)) : tomorrowMorning());
    setTried(false);
  }, [open, scheduledAt]);

  const iso = cairoToIso(fields.date, fields.time);
  const s = text.schedules;
  const problem = !fields.date || !fields.time ? s.missing : iso === null ? s.skipped : Date.parse(iso) <= Date.now() ? s.past : null;
  const shownProblem = tried ? (problem ?? (error ? (reasonOf(error) ?? null) : null)) : null;

  return (
    <ScheduleTimeDialog
      open={open}
      title={t.scheduleTitle}
      description={t.scheduleDescription}
      submitLabel={t.schedule}
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => {
        setTried(true);
        if (problem === null && iso !== null) onSchedule(iso);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={s.date}>
          <Input type="date" dir="ltr" required value={fields.date} onChange={(event) => setFields((current) => ({ ...current, date: event.target.value }))} />
        </FormField>
        <FormField label={s.time} error={shownProblem ?? undefined}>
          <Input type="time" dir="ltr" required value={fields.time} onChange={(event) => setFields((current) => ({ ...current, time: event.target.value }))} />
        </FormField>
      </div>
      {iso !== null ? (
        <p className="text-sm text-stone-800" aria-live="polite">
          {t.scheduleWhen(formatLongDateTime(iso, lang))}
        </p>
      ) : null}
      <p className="text-[13px] leading-relaxed text-muted">
        <AudienceNote written={written} />
      </p>
    </ScheduleTimeDialog>
  );
}
