import type { AnalyticsFigures } from '../lib/api-types.ts';
import { useText } from '../i18n/text.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { formatCount } from './figures-format.ts';

type Source = AnalyticsFigures['sources'][number];

const KIND_TONES: Record<Source['kind'], BadgeTone> = {
  direct: 'neutral',
  search: 'brand',
  social: 'accent',
  campaign: 'success',
  ad: 'warning',
  site: 'neutral',
  other: 'neutral',
};

/**
 * A source's name on the screen: the admin's words for a direct visit, the rest and the search engines, networks
 * and ad networks it knows (in the admin's language); a website's host and a campaign's UTM source as they came.
 */
function SourceName({ source }: { source: Source }) {
  const t = useText().analytics;
  const className = 'font-medium text-ink';
  if (source.kind === 'direct') return <span className={className}>{t.directName}</span>;
  if (source.kind === 'other') return <span className={className}>{t.otherSources}</span>;
  const names: Partial<Record<string, string>> = t.sourceNames;
  if (source.kind === 'search' || source.kind === 'social' || source.kind === 'ad') return <span className={className}>{names[source.name] ?? source.name}</span>;
  return (
    <span dir={source.kind === 'site' ? 'ltr' : 'auto'} className={className}>
      {source.name}
    </span>
  );
}

/** Each source's visitors, the leads it brought and its leads per 100 visitors. */
export function SourcesTable({ sources }: Pick<AnalyticsFigures, 'sources'>) {
  const t = useText().analytics;
  if (sources.length === 0) return <p className="px-5 py-8 text-center text-[13px] text-muted">{t.nothingToList}</p>;
  const dash = <span className="text-stone-400">—</span>;
  return (
    <Table label={t.sources}>
      <THead>
        <tr>
          <Th>{t.columns.source}</Th>
          <Th className="text-end">{t.columns.visitors}</Th>
          <Th className="text-end">{t.columns.leads}</Th>
          <Th className="text-end max-sm:whitespace-normal">{t.columns.leadsPer100}</Th>
        </tr>
      </THead>
      <TBody>
        {sources.map((source) => (
          <Tr key={source.key}>
            <Td>
              <div className="flex flex-wrap items-center gap-2">
                <SourceName source={source} />
                <Badge tone={KIND_TONES[source.kind]}>{t.sourceKinds[source.kind]}</Badge>
              </div>
            </Td>
            <Td className="text-end font-semibold text-ink tabular-nums">{formatCount(source.visitors)}</Td>
            <Td className="text-end text-ink tabular-nums">{formatCount(source.leads)}</Td>
            <Td className="text-end text-ink tabular-nums">{source.leadsPer100 === null ? dash : source.leadsPer100.toFixed(1)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
