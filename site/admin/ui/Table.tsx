import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from './cx.ts';

/** A data table in a horizontally scrollable, labelled region (keyboard users can scroll it too). */
export function Table({ label, className, ...props }: HTMLAttributes<HTMLTableElement> & { label: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
    <section className="overflow-x-auto" aria-label={label} tabIndex={0}>
      <table className={cx('w-full border-collapse text-start text-sm', className)} {...props} />
    </section>
  );
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className="border-b border-line bg-subtle/60" {...props} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className="divide-y divide-line" {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx('transition-colors hover:bg-subtle/50', className)} {...props} />;
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cx(
        'h-10 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase first:ps-4 last:pe-4 sm:px-4 sm:first:ps-5 sm:last:pe-5',
        // Headings line up with their cells' reading start unless a column says otherwise (text-end).
        /\btext-(end|center)\b/.test(className ?? '') ? undefined : 'text-start',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx('px-3 py-3 align-middle first:ps-4 last:pe-4 sm:px-4 sm:first:ps-5 sm:last:pe-5', className)} {...props} />;
}
