import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAX_PICKED_TESTIMONIALS } from '../../../shared/testimonials.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import type { TestimonialRow } from '../lib/api-types.ts';
import { useTestimonials } from '../testimonials/use-testimonials.ts';
import { Button } from '../ui/Button.tsx';
import { Select } from '../ui/Select.tsx';
import { errorAt } from './field-error.ts';
import { FieldError } from './FieldError.tsx';
import type { FieldSpec } from './field-spec.ts';

/** A testimonial's words in the admin's language, or the other one's, cut short for a list. */
const excerpt = (row: TestimonialRow, lang: 'en' | 'ar') => {
  const quote = row.quote[lang] || row.quote[lang === 'ar' ? 'en' : 'ar'];
  return quote.length > 90 ? `${quote.slice(0, 90)}…` : quote;
};

/** The testimonials a section shows, picked from the approved ones and put in order; a pick hidden since is marked. */
export function TestimonialPicksField({ spec, path }: { spec: Extract<FieldSpec, { kind: 'testimonials' }>; path: string }) {
  const f = useText().siteContent.fields;
  const lang = useAdminLanguage();
  const id = useId();
  const { control, setValue, formState } = useFormContext();
  const ids = (useWatch({ control, name: path }) as number[] | undefined) ?? [];
  const testimonials = useTestimonials();
  // Read defensively: the section's form must stay usable whatever the list answers.
  const rows = Array.isArray(testimonials.data) ? testimonials.data : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const addable = rows.filter((row) => row.status === 'approved' && !ids.includes(row.id));
  const change = (next: number[]) => setValue(path, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    change(next);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3">
      <h4 id={`${id}-title`} className="text-[13px] font-semibold text-stone-900">
        {spec.label}
      </h4>
      {ids.length > 0 ? (
        <ol className="grid gap-2">
          {ids.map((picked, index) => {
            const row = byId.get(picked);
            const name = row?.name ?? `#${picked}`;
            return (
              <li key={picked} className="flex items-start gap-2 rounded-md border border-line bg-subtle p-2">
                <div className="min-w-0 flex-1 px-1">
                  <p className="text-[13px] font-semibold text-ink">
                    <bdi>{name}</bdi>
                    {row && row.status !== 'approved' ? <span className="ms-2 font-normal text-warning-700">({f.notShown})</span> : null}
                  </p>
                  {row ? (
                    <p dir="auto" className="text-xs text-muted">
                      {excerpt(row, lang)}
                    </p>
                  ) : null}
                </div>
                <Button variant="ghost" size="icon-sm" aria-label={`${name} ↑`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon-sm" aria-label={`${name} ↓`} disabled={index === ids.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon-sm" aria-label={f.removeTestimonial(name)} onClick={() => change(ids.filter((other) => other !== picked))}>
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {testimonials.isSuccess && rows.every((row) => row.status !== 'approved') ? <p className="text-[13px] text-muted">{f.noTestimonials}</p> : null}
      {addable.length > 0 && ids.length < MAX_PICKED_TESTIMONIALS ? (
        <Select
          aria-label={f.addTestimonial}
          value=""
          onChange={(event) => {
            const chosen = Number(event.target.value);
            if (chosen) change([...ids, chosen]);
          }}
        >
          <option value="">{f.addTestimonial}</option>
          {addable.map((row) => (
            <option key={row.id} value={row.id}>
              {row.name} — {excerpt(row, lang)}
            </option>
          ))}
        </Select>
      ) : null}
      <FieldError id={`${id}-error`} message={errorAt(formState.errors, path)} />
    </section>
  );
}
