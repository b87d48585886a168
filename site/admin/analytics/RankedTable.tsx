import type { ReactNode } from 'react';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { cx } from '../ui/cx.ts';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { formatCount, formatShare, sharesOf } from './figures-format.ts';

interface RankedRow {
  key: string;
  label: ReactNode;
  /** The whole label, for a label cut short on a narrow screen. */
  title?: string;
  /** A label that is not the admin's words (a path, a project's title) reads in its own direction. */
  dir?: 'ltr' | 'auto';
  value: number;
}

interface RankedTableProps {
  label: string;
  /** The columns' headings: what is ranked, and what is counted. */
  columns: [string, string];
  rows: readonly RankedRow[];
  /** A third column with each row's share of the total (for parts of a whole: languages, devices). */
  withShare?: boolean;
}

/** Rows ranked by a count, each with a bar as long as its count against the largest. */
export function RankedTable({ label, columns, rows, withShare = false }: RankedTableProps) {
  const t = useText().analytics;
  const lang = useAdminLanguage();
  if (rows.length === 0) return <p className="px-5 py-8 text-center text-[13px] text-muted">{t.nothingToList}</p>;
  const peak = Math.max(1, ...rows.map((row) => row.value));
  const shares = sharesOf(rows.map((row) => row.value));
  return (
    <Table label={label}>
      <THead>
        <tr>
          <Th>{columns[0]}</Th>
          <Th className="text-end">{columns[1]}</Th>
          {withShare ? <Th className="text-end">{t.columns.share}</Th> : null}
        </tr>
      </THead>
      <TBody>
        {rows.map((row, index) => (
          <Tr key={row.key}>
            <Td className="w-full max-w-0">
              <div className="grid gap-1.5">
                <span dir={row.dir} className={cx('truncate text-ink', row.dir && 'align-page-start')} title={row.title}>
                  {row.label}
                </span>
                <span aria-hidden="true" className="block h-1.5 rounded-full bg-subtle">
                  <span className="block h-full rounded-full bg-nile-500/70" style={{ width: `${(row.value / peak) * 100}%` }} />
                </span>
              </div>
            </Td>
            <Td className="text-end font-semibold text-ink tabular-nums">{formatCount(row.value)}</Td>
            {withShare ? <Td className="text-end text-muted tabular-nums">{formatShare(shares[index] ?? 0, lang)}</Td> : null}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
