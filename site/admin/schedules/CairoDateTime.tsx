import { useState } from 'react';
import { useText } from '../i18n/text.ts';
import { cairoParts, cairoToIso } from '../lib/cairo-time.ts';
import { cx } from '../ui/cx.ts';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';

/** What the two fields hold: a time (ISO, Cairo's offset), nothing, or why they are not a time yet. */
export type CairoDateTimeValue = { iso: string | null; problem: string | null };

interface CairoDateTimeProps {
  legend: string;
  hint?: string;
  /** The stored time, ISO; null for none. A time left as stored is not checked against the clock. */
  initial: string | null;
  /** A problem to show when the fields have none of their own (the shared rule's, or the server's). */
  error?: string;
  /** Problems are shown once the form was submitted. */
  showProblems: boolean;
  onChange: (value: CairoDateTimeValue) => void;
  className?: string;
}

const fieldsOf = (iso: string | null) => (iso ? cairoParts(new Date(iso)) : { date: '', time: '' });

/**
 * A date and a time in Cairo (Africa/Cairo, summer time included) whatever the device's own zone, as one group
 * with a legend: both empty is no time; one of them empty, a time the clocks skip, or a new time already past
 * is a problem, said under the fields.
 */
export function CairoDateTime({ legend, hint, initial, error, showProblems, onChange, className }: CairoDateTimeProps) {
  const s = useText().schedules;
  const [fields, setFields] = useState(() => fieldsOf(initial));
  const readFields = (next: { date: string; time: string }): CairoDateTimeValue => {
    if (!next.date && !next.time) return { iso: null, problem: null };
    if (!next.date || !next.time) return { iso: null, problem: s.missing };
    const iso = cairoToIso(next.date, next.time);
    if (iso === null) return { iso: null, problem: s.skipped };
    const unchanged = initial !== null && Date.parse(iso) === Date.parse(initial);
    return !unchanged && Date.parse(iso) <= Date.now() ? { iso, problem: s.past } : { iso, problem: null };
  };
  const set = (next: { date: string; time: string }) => {
    setFields(next);
    onChange(readFields(next));
  };
  const own = readFields(fields).problem;
  const shown = showProblems ? (own ?? error) : error;
  return (
    <fieldset className={cx('grid gap-2', className)}>
      <legend className="mb-1.5 text-[13px] font-semibold text-stone-900">{legend}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
        <FormField label={<span className="text-xs font-medium text-muted">{s.date}</span>}>
          <Input type="date" dir="ltr" value={fields.date} onChange={(event) => set({ ...fields, date: event.target.value })} aria-invalid={shown ? true : undefined} />
        </FormField>
        <FormField label={<span className="text-xs font-medium text-muted">{s.time}</span>}>
          <Input type="time" dir="ltr" value={fields.time} onChange={(event) => set({ ...fields, time: event.target.value })} aria-invalid={shown ? true : undefined} />
        </FormField>
        <button
          type="button"
          className="h-10 cursor-pointer rounded-md px-2 text-[13px] font-semibold text-nile-600 hover:bg-subtle disabled:cursor-default disabled:text-muted disabled:hover:bg-transparent"
          disabled={!fields.date && !fields.time}
          onClick={() => set({ date: '', time: '' })}
        >
          {s.clear}
        </button>
      </div>
      {shown ? (
        <p role="alert" className="text-[13px] font-medium text-danger-600">
          {shown}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted">{hint}</p>
      ) : null}
    </fieldset>
  );
}
