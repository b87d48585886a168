import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import type { SiteContentSection } from '../../../shared/site-content/sections.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { formatLongDateTime } from '../lib/dates.ts';
import { tomorrowMorning, cairoToIso } from '../lib/cairo-time.ts';
import { CairoDateTime, type CairoDateTimeValue } from '../schedules/CairoDateTime.tsx';
import { ScheduleTimeDialog } from '../schedules/ScheduleTimeDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { sectionList } from './screens.ts';

interface PublishAtDialogProps {
  open: boolean;
  /** The sections with changes not scheduled yet: each can be chosen. */
  sections: readonly SiteContentSection[];
  busy: boolean;
  onCancel: () => void;
  onSchedule: (sections: SiteContentSection[], at: string) => void;
}

const firstOffer = () => {
  const { date, time } = tomorrowMorning();
  return cairoToIso(date, time);
};

/** "Publish at…": which sections' changes, and a date and time in Cairo. */
export function PublishAtDialog({ open, sections, busy, onCancel, onSchedule }: PublishAtDialogProps) {
  const text = useText();
  const s = text.schedules;
  const lang = useAdminLanguage();
  // Mounted when it opens (StatusBar), so each opening starts afresh: every section chosen, tomorrow at 9.
  const [chosen, setChosen] = useState<SiteContentSection[]>(() => [...sections]);
  const [offer] = useState(firstOffer);
  const [time, setTime] = useState<CairoDateTimeValue>({ iso: offer, problem: null });
  const [tried, setTried] = useState(false);

  const problem = time.problem ?? (time.iso === null ? s.missing : chosen.length === 0 ? s.sectionsMissing : null);
  return (
    <ScheduleTimeDialog
      open={open}
      title={s.contentTitle}
      description={s.contentDescription}
      submitLabel={s.schedule}
      busy={busy}
      onCancel={onCancel}
      onSubmit={() => {
        setTried(true);
        if (problem === null && time.iso !== null) onSchedule(chosen, time.iso);
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-[13px] font-semibold text-stone-900">{s.contentSections}</legend>
        {sections.map((section) => (
          <label key={section} className="flex items-center gap-2.5 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-nile-600"
              checked={chosen.includes(section)}
              onChange={(event) => setChosen((current) => (event.target.checked ? [...current, section] : current.filter((one) => one !== section)))}
            />
            {sectionList([section], lang)}
          </label>
        ))}
      </fieldset>
      <CairoDateTime legend={s.publishAt} initial={offer} showProblems={tried} onChange={setTime} />
      {time.iso !== null && time.problem === null ? (
        <p className="text-sm text-stone-800" aria-live="polite">
          {s.contentWhen(formatLongDateTime(time.iso, lang))}
        </p>
      ) : null}
      {tried && problem && !time.problem ? <p className="text-[13px] font-medium text-danger-600">{problem}</p> : null}
    </ScheduleTimeDialog>
  );
}

/** Asked when a scheduled screen is saved: keep its time (the edit goes live then too) or drop it. */
export function KeepScheduleDialog({ publishAt, onCancel, onChoose }: { publishAt: string | null; onCancel: () => void; onChoose: (keep: boolean) => void }) {
  const text = useText();
  const s = text.schedules;
  const lang = useAdminLanguage();
  return (
    <Dialog
      open={publishAt !== null}
      onOpenChange={(next) => !next && onCancel()}
      title={s.keepTitle}
      description={publishAt ? s.keepDescription(formatLongDateTime(publishAt, lang)) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onChoose(false)}>
            {s.drop}
          </Button>
          <Button onClick={() => onChoose(true)}>
            <CalendarClock aria-hidden="true" />
            {s.keep}
          </Button>
        </>
      }
    />
  );
}
