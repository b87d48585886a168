import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import { siteContentSchemas } from '../../../shared/site-content/sections.ts';
import { ApiError, reasonOf } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { InlineAlert } from '../ui/InlineAlert.tsx';
import { arabicSectionResolver } from './arabic-field-errors.ts';
import { FieldRenderer } from './FieldRenderer.tsx';
import { SectionSchemaContext } from './list-bounds.ts';
import type { ContentScreen } from './screens.ts';
import { setUnsavedScreen } from './unsaved-store.ts';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';
import { useSaveDraft, type SectionState } from './use-site-content.ts';
import { KeepScheduleDialog } from './ScheduleDialogs.tsx';

interface SectionFormProps {
  screen: ContentScreen;
  state: SectionState;
  /** Reads the content again after a conflict. */
  onReload: () => Promise<unknown>;
}

/** One screen's form: the draft (or the live content) in, "Save draft" out, with the version it was loaded at. */
export function SectionForm({ screen, state, onReload }: SectionFormProps) {
  const text = useText();
  const t = text.siteContent;
  const schema = siteContentSchemas[screen.section];
  // The section rules name the fields in English; the Arabic screen says each broken rule in Arabic.
  const lang = useAdminLanguage();
  const resolver = lang === 'ar' ? arabicSectionResolver(schema, screen.fields, t) : (zodResolver(schema) as unknown as Resolver<FieldValues>);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: structuredClone(state.draft ?? state.published) as FieldValues,
    ...FORM_TIMING,
  });
  const save = useSaveDraft(screen.section);
  const [conflict, setConflict] = useState<string | null>(null);
  const { isDirty } = form.formState;

  useEffect(() => {
    setUnsavedScreen(isDirty ? screen.label : null);
    return () => setUnsavedScreen(null);
  }, [isDirty, screen.label]);

  // A scheduled screen's edit asks first whether its changes keep their time to go live.
  const [asking, setAsking] = useState<FieldValues | null>(null);
  const onValid = (content: FieldValues) => (state.publishAt ? setAsking(content) : saveDraft(content));

  const saveDraft = (content: FieldValues, keepSchedule?: boolean) => {
    setConflict(null);
    setAsking(null);
    save.mutate(
      { version: state.version, content, keepSchedule },
      {
        onSuccess: (saved) => {
          form.reset(structuredClone(saved.draft ?? saved.published) as FieldValues);
          toast({ title: t.draftSavedTitle, description: saved.draft ? t.draftSavedDescription(screen.label) : t.draftMatchesPublished(screen.label) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setConflict(reasonOf(error) ?? apiMessages[lang].siteContent.conflict);
            return;
          }
          notifyError(failedTo(t.saveFailed, error));
        },
      },
    );
  };

  const onInvalid = () => notifyError(t.invalidDescription, t.invalidTitle);

  const reload = async () => {
    setConflict(null);
    // The fresh content remounts this form (its key is the version), so nothing stale stays.
    form.reset(undefined, { keepValues: true, keepDirty: false });
    await onReload();
  };

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={isDirty && !save.isPending} />
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} aria-label={screen.label} className="grid min-w-0 gap-4">
        {conflict ? (
          <InlineAlert title={conflict}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void reload()}>
              {t.reload}
            </Button>
          </InlineAlert>
        ) : null}
        <SectionSchemaContext value={schema}>
          <FieldRenderer fields={screen.fields} base="" />
        </SectionSchemaContext>
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-line bg-canvas/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:bg-surface/95 sm:shadow-card">
          <p className="min-w-0 text-xs text-muted sm:text-[13px]" aria-live="polite">
            {isDirty ? t.unsavedHint : state.draft ? t.draftState : t.liveState}
          </p>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? null : <Save aria-hidden="true" />}
            {save.isPending ? t.savingDraft : t.saveDraft}
          </Button>
        </div>
      </form>
      <KeepScheduleDialog publishAt={asking ? state.publishAt : null} onCancel={() => setAsking(null)} onChoose={(keep) => asking && saveDraft(asking, keep)} />
    </FormProvider>
  );
}
