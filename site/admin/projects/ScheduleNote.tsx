import { CalendarClock } from 'lucide-react';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { formatLongDateTime } from '../lib/dates.ts';

/** "Scheduled for …" and "Taken down …" under a project's name in the list, in Cairo time; nothing when it has no times. */
export function ScheduleNote({ publishAt, unpublishAt }: { publishAt: string | null; unpublishAt: string | null }) {
  const s = useText().schedules;
  const lang = useAdminLanguage();
  const lines = [publishAt ? s.scheduledFor(formatLongDateTime(publishAt, lang)) : null, unpublishAt ? s.takenDownOn(formatLongDateTime(unpublishAt, lang)) : null].filter(
    (line): line is string => line !== null,
  );
  if (lines.length === 0) return null;
  return (
    <p className="align-page-start mt-0.5 flex items-start gap-1 text-xs font-medium text-nile-700">
      <CalendarClock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="grid">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    </p>
  );
}
