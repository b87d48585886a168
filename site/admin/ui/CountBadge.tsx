import { useText } from '../i18n/text.ts';

/**
 * A count beside a label, heard as a phrase of its own after it ("Site visit, 3 leads") rather than run into
 * it ("Site visit3"): screen readers get the separator and `spoken`, eyes get the number.
 */
export function CountBadge({ count, spoken, className }: { count: number | string; spoken: string | null; className?: string }) {
  const text = useText();
  return (
    <>
      {spoken ? (
        <span className="sr-only">
          {text.common.listSeparator}
          {spoken}
        </span>
      ) : null}
      <span aria-hidden="true" className={className}>
        {count}
      </span>
    </>
  );
}
