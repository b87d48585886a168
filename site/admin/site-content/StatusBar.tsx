import { useStore } from '@nanostores/react';
import { CircleCheck, ExternalLink, Eye, Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { notifyWhenPublished } from '../lib/when-published.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { sectionList } from './screens.ts';
import { unsavedScreen } from './unsaved-store.ts';
import { usePreview } from './use-preview.ts';
import { useDiscard, usePublish, type SiteContentState } from './use-site-content.ts';

/** On every Site Content screen: whether drafts wait, and Preview / Publish changes / Discard changes. */
export function StatusBar({ state, previewPage }: { state: SiteContentState; previewPage: string }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.siteContent;
  const changed = state.changedSections;
  const publish = usePublish();
  const discard = useDiscard();
  const preview = usePreview();
  const unsaved = useStore(unsavedScreen);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: ({ publish: record }) => {
        toast({ title: t.publishedTitle, description: t.publishedDescription(sectionList(record.sections, lang)) });
        void notifyWhenPublished();
      },
      onError: (error) => notifyError(failedTo(t.publishFailed, error)),
    });

  const onDiscard = () =>
    discard.mutate(0, {
      onSuccess: () => {
        setConfirmDiscard(false);
        toast({ title: t.discardedTitle, description: t.discardedDescription });
      },
      onError: (error) => {
        setConfirmDiscard(false);
        notifyError(failedTo(t.discardFailed, error));
      },
    });

  if (changed.length === 0) {
    return (
      <div role="status" className="mb-4 flex items-start gap-3 rounded-lg border border-success-100 bg-success-50 px-4 py-3 text-success-700">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 text-sm">
          <p className="font-semibold">{t.upToDate}</p>
          <p className="text-[13px]">{t.upToDateDetail}</p>
        </div>
      </div>
    );
  }

  const building = preview.state.phase === 'building';
  return (
    <section
      aria-label={t.unpublishedChanges}
      className="mb-4 grid gap-3 rounded-lg border border-warning-100 bg-warning-50 px-4 py-3 text-warning-700 lg:flex lg:items-center lg:justify-between"
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{t.unpublishedChanges}</p>
        <p className="text-[13px]">{t.changedSections(sectionList(changed, lang))}</p>
        {unsaved ? <p className="mt-1 text-[13px] font-medium">{t.unsavedBeforePublish}</p> : null}
        {preview.state.phase === 'failed' ? <p className="mt-1 text-[13px] font-medium text-danger-700">{`${t.previewFailed}: ${preview.state.message}`}</p> : null}
        {preview.state.phase === 'blocked' ? (
          <p className="mt-1 text-[13px]">
            {t.previewBlocked}{' '}
            <a href={preview.state.url} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-semibold underline">
              {t.openPreview}
              <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
            </a>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" busy={building} onClick={() => void preview.open(previewPage)}>
          {building ? null : <Eye aria-hidden="true" />}
          {building ? t.buildingPreview : t.preview}
        </Button>
        <Button size="sm" busy={publish.isPending} onClick={onPublish}>
          {publish.isPending ? null : <Rocket aria-hidden="true" />}
          {publish.isPending ? t.publishing : t.publishChanges}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirmDiscard(true)}>
          <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
          {t.discardChanges}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t.discardTitle}
        description={t.discardDescription(sectionList(changed, lang))}
        confirmLabel={t.discardConfirm}
        busy={discard.isPending}
        onConfirm={onDiscard}
      />
    </section>
  );
}
