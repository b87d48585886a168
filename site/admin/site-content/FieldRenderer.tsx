import { cx } from '../ui/cx.ts';
import { joinPath, type FieldSpec } from './field-spec.ts';
import { ImageField } from './ImageField.tsx';
import { ListField } from './ListField.tsx';
import { LocalizedField } from './LocalizedField.tsx';
import { SingleField } from './SingleField.tsx';
import { TestimonialPicksField } from './TestimonialPicksField.tsx';

interface FieldRendererProps {
  fields: readonly FieldSpec[];
  /** Where these fields sit in the section's content ('' at the top, 'hero.slides.0' in a list). */
  base: string;
  /** Inside a list item: groups become sub-headings instead of cards. */
  nested?: boolean;
}

const renderNested = (fields: readonly FieldSpec[], base: string) => <FieldRenderer fields={fields} base={base} nested />;

/** Draws a screen from its description: every field with its label, control and the schema's message. */
export function FieldRenderer({ fields, base, nested = false }: FieldRendererProps) {
  return (
    <>
      {fields.map((spec, index) => {
        const key = spec.kind === 'group' ? `group-${index}` : `${spec.kind}-${spec.path}-${index}`;
        switch (spec.kind) {
          case 'group':
            return (
              <section
                key={key}
                className={cx(
                  'grid min-w-0 gap-4',
                  nested ? 'border-t border-line pt-4 first:border-t-0 first:pt-0' : 'rounded-lg border border-line bg-surface p-4 shadow-card sm:p-6',
                )}
              >
                <div>
                  {nested ? <h4 className="text-[13px] font-bold text-ink">{spec.title}</h4> : <h2 className="text-[15px] font-semibold tracking-tight text-ink">{spec.title}</h2>}
                  {spec.description ? <p className="mt-0.5 text-[13px] text-muted">{spec.description}</p> : null}
                </div>
                <FieldRenderer fields={spec.fields} base={base} nested />
              </section>
            );
          case 'list':
            return <ListField key={key} spec={spec} path={joinPath(base, spec.path)} renderFields={renderNested} />;
          case 'image':
            return <ImageField key={key} spec={spec} path={joinPath(base, spec.path)} />;
          case 'testimonials':
            return <TestimonialPicksField key={key} spec={spec} path={joinPath(base, spec.path)} />;
          case 'id':
            return null;
          case 'text':
          case 'paragraph':
            if (spec.kind === 'text' && spec.single) return <SingleField key={key} spec={spec} path={joinPath(base, spec.path)} />;
            return <LocalizedField key={key} path={joinPath(base, spec.path)} label={spec.label} multiline={spec.kind === 'paragraph'} hint={spec.hint} />;
          default:
            return <SingleField key={key} spec={spec} path={joinPath(base, spec.path)} />;
        }
      })}
    </>
  );
}
