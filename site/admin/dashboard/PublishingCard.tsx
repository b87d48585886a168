import { CloudUpload, ExternalLink, RotateCw } from 'lucide-react';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { publishingSummary } from './publishing-summary.ts';
import { usePublishing } from './use-publishing.ts';
import { text } from '../i18n/text.ts';

/** When the public site was last published, whether a rebuild is on its way, and the error of a failed one. */
export function PublishingCard() {
  const publishing = usePublishing();
  const summary = publishing.data ? publishingSummary(publishing.data) : null;

  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brass-300/30 text-brass-700">
        <CloudUpload aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1" aria-live="polite">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-[15px] font-semibold tracking-tight text-ink">{text.publishing.title}</h2>
          {summary ? (
            <Badge tone={summary.tone}>
              {summary.label === text.publishing.building.label ? <Spinner className="size-3" /> : null}
              {summary.label}
            </Badge>
          ) : null}
        </div>
        {publishing.isPending ? (
          <Skeleton className="mt-2 h-4 w-2/3" />
        ) : publishing.isError ? (
          <p className="mt-1 text-[13px] text-danger-600">{text.publishing.loadFailed(publishing.error.message)}</p>
        ) : summary ? (
          <>
            <p className="mt-1 text-sm font-medium text-stone-900">{summary.headline}</p>
            <p className="mt-0.5 text-[13px] text-muted tabular-nums">{summary.detail}</p>
            {summary.error ? (
              <pre className="mt-2 max-h-32 overflow-auto rounded-md border border-danger-100 bg-danger-50 p-2.5 font-mono text-xs whitespace-pre-wrap text-danger-700">
                {summary.error}
              </pre>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" busy={publishing.isFetching} onClick={() => void publishing.refetch()}>
          {publishing.isFetching ? null : <RotateCw aria-hidden="true" />}
          {text.publishing.checkAgain}
        </Button>
        <a href="/" target="_blank" rel="noopener" className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-[13px] font-semibold text-nile-600 hover:bg-subtle">
          <ExternalLink aria-hidden="true" className="size-4" />
          {text.publishing.viewSite}
        </a>
      </div>
    </Card>
  );
}
