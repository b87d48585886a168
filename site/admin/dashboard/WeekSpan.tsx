import { useAdminLanguage } from '../i18n/text.ts';
import { formatShortDay } from '../lib/dates.ts';

/** Under a chart of weeks: the first week's start at one end, the last week's at the other. */
export function WeekSpan({ weeks }: { weeks: readonly { weekStart: string }[] }) {
  const lang = useAdminLanguage();
  const first = weeks[0]?.weekStart;
  const last = weeks.at(-1)?.weekStart;
  return (
    <div className="flex justify-between text-[11px] text-muted tabular-nums">
      <span>{first ? formatShortDay(first, lang) : null}</span>
      <span>{last ? formatShortDay(last, lang) : null}</span>
    </div>
  );
}
