import { useStore } from '@nanostores/react';
import { CalendarClock, CircleCheck, ExternalLink, Eye, Rocket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { sectionList } from './screens.ts';
import { unsavedScreen } from './unsaved-store.ts';
import { usePreview } from './use-preview.ts';
import { useDiscard, usePublish, useScheduleContent, type SiteContentState } from './use-site-content.ts';
import { PublishAtDialog } from './ScheduleDialogs.tsx';
import { formatLongDateTime } from '../lib/dates.ts';
import type { SiteContentSection } from '../../../shared/site-content/sections.ts';

/** On every Site Content screen: whether drafts wait, and Preview / Publish changes / Discard changes. */
export function StatusBar({ state, previewPage }: { state: SiteContentState; previewPage: string }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.siteContent;
  const changed = state.changedSections;
  // Drafts with a time go live by themselves; "Publish changes" and "Discard changes" leave them to "Coming up".
  const waiting = changed.filter((section) => !state.sections[section].publishAt);
  const scheduled = new Map<string, SiteContentSection[]>();
  for (const section of changed) {
    const at = state.sections[section].publishAt;
    if (at) scheduled.set(at, [...(scheduled.get(at) ?? []), section]);
  }
  const schedule = useScheduleContent();
  const [publishingAt, setPublishingAt] = useState(false);
  const onSchedule = (sections: SiteContentSection[], at: string) =>
    schedule.mutate(
      { sections, at },
      {
        onSuccess: () => {
          setPublishingAt(false);
          toast({ title: text.schedules.contentScheduled, description: text.schedules.contentScheduledDescription(sectionList(sections, lang), formatLongDateTime(at, lang)) });
        },
        onError: (error) => notifyError(failedTo(text.schedules.contentScheduleFailed, error)),
      },
    );
  const publish = usePublish();
  const discard = useDiscard();
  const preview = usePreview();
  const unsaved = useStore(unsavedScreen);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: ({ publish: record }) => {
        toast({ title: t.publishedTitle, description: t.publishedDescription(sectionList(record.sections, lang)) });
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
        {waiting.length > 0 ? <p className="text-[13px]">{t.changedSections(sectionList(waiting, lang))}</p> : null}
        {[...scheduled].map(([at, sections]) => (
          <p key={at} className="mt-0.5 flex items-start gap-1.5 text-[13px]">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>{text.schedules.scheduledSections(sectionList(sections, lang), formatLongDateTime(at, lang))}</span>
          </p>
        ))}
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
        <Button size="sm" busy={publish.isPending} disabled={waiting.length === 0} onClick={onPublish}>
          {publish.isPending ? null : <Rocket aria-hidden="true" />}
          {publish.isPending ? t.publishing : t.publishChanges}
        </Button>
        <Button variant="secondary" size="sm" disabled={waiting.length === 0} onClick={() => setPublishingAt(true)}>
          <CalendarClock aria-hidden="true" />
          {text.schedules.publishAtButton}
        </Button>
        <Button variant="ghost" size="sm" disabled={waiting.length === 0} onClick={() => setConfirmDiscard(true)}>
          <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
          {t.discardChanges}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t.discardTitle}
        description={t.discardDescription(sectionList(waiting, lang))}
        confirmLabel={t.discardConfirm}
        busy={discard.isPending}
        onConfirm={onDiscard}
      />
      {publishingAt ? <PublishAtDialog open sections={waiting} busy={schedule.isPending} onCancel={() => setPublishingAt(false)} onSchedule={onSchedule} /> : null}
    </section>
  );
}
