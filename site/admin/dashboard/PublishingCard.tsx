import { CloudUpload, ExternalLink, RefreshCcw, RotateCw } from 'lucide-react';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusCard } from '../ui/StatusCard.tsx';
import { publishingSummary } from './publishing-summary.ts';
import { usePublishing, useRebuildWholeSite } from './use-publishing.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';

/** When the public site was last published, whether a rebuild is on its way, and the error of a failed one. */
export function PublishingCard() {
  const text = useText();
  const publishing = usePublishing();
  const rebuild = useRebuildWholeSite();
  const lang = useAdminLanguage();
  const summary = publishing.data ? publishingSummary(publishing.data, lang) : null;

  return (
    <StatusCard
      icon={CloudUpload}
      iconTone="brass"
      title={text.publishing.title}
      badge={
        summary ? (
          <Badge tone={summary.tone}>
            {summary.label === text.publishing.building.label ? <Spinner className="size-3" /> : null}
            {summary.label}
          </Badge>
        ) : null
      }
      loading={publishing.isPending}
      error={publishing.isError ? text.publishing.loadFailed(publishing.error.message) : null}
      headline={summary?.headline}
      detail={summary?.detail}
      actions={
        <>
          <Button variant="secondary" size="sm" busy={publishing.isFetching} onClick={() => void publishing.refetch()}>
            {publishing.isFetching ? null : <RotateCw aria-hidden="true" />}
            {text.publishing.checkAgain}
          </Button>
          {publishing.data?.mode === 'static' ? (
            <Button variant="secondary" size="sm" busy={rebuild.isPending} onClick={() => rebuild.mutate()}>
              {rebuild.isPending ? null : <RefreshCcw aria-hidden="true" />}
              {text.publishing.rebuildWhole}
            </Button>
          ) : null}
          <a
            href={localizedPath('/', lang)}
            target="_blank"
            rel="noopener"
            className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-[13px] font-semibold text-nile-600 hover:bg-subtle"
          >
            <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {text.publishing.viewSite}
          </a>
        </>
      }
    >
      {rebuild.isError ? <p className="mt-2 text-[13px] font-medium text-danger-700">{rebuild.error.message}</p> : null}
      {summary?.error ? (
        <pre className="mt-2 max-h-32 overflow-auto rounded-md border border-danger-100 bg-danger-50 p-2.5 font-mono text-xs whitespace-pre-wrap text-danger-700">
          {summary.error}
        </pre>
      ) : null}
    </StatusCard>
  );
}
