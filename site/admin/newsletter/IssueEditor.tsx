import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CalendarClock, Info, Save, Send, TestTube } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import type { PageLang } from '../../../shared/inbox.ts';
import { MAX_NEWSLETTER_PROJECTS } from '../../../shared/newsletter.ts';
import { type NewsletterInput, newsletterSchemas } from '../../../shared/schemas/newsletter.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { formatLongDateTime } from '../lib/dates.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { useProjectTranslations } from '../projects/use-project-translations.ts';
import { useProjects } from '../projects/use-projects.ts';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { EmailPreview, type PreviewEmails } from './EmailPreview.tsx';
import { cardOf, previewEmailHtml } from './email-preview.ts';
import { IssueStatusBadge } from './IssueStatus.tsx';
import { editable } from './IssuesTable.tsx';
import { ProjectPicker } from './ProjectPicker.tsx';
import { ScheduleDialog, SendDialog } from './SendDialogs.tsx';
import { type Issue, useIssue, useSaveIssue, useSendIssue, useSendTest, useStudioAddress } from './use-newsletters.ts';

type IssueFormInput = z.input<(typeof newsletterSchemas)['en']>;
type IssueFormOutput = z.output<(typeof newsletterSchemas)['en']>;

const LANGS: readonly PageLang[] = ['en', 'ar'];
const EMPTY: IssueFormInput = { subject: { en: '', ar: '' }, body: { en: '', ar: '' }, projectIds: [] };
const valuesOf = (issue: Issue): IssueFormInput => ({ subject: { ...issue.subject }, body: { ...issue.body }, projectIds: [...issue.projectIds] });

/** The languages with both a subject and a body: those the issue goes out in (as the server decides). */
const writtenIn = (values: IssueFormInput): PageLang[] => LANGS.filter((lang) => values.subject?.[lang]?.trim() && values.body?.[lang]?.trim());

const FIELDS = { en: { dir: 'ltr', lang: 'en' }, ar: { dir: 'rtl', lang: 'ar' } } as const;

function Section({ title, description, children, onFocus }: { title: string; description?: string; children: ReactNode; onFocus?: () => void }) {
  return (
    <Card onFocus={onFocus}>
      <CardHeader title={title} description={description} />
      <div className="grid gap-4 p-5">{children}</div>
    </Card>
  );
}

function Figures({ issue }: { issue: Issue }) {
  const t = useText().newsletter;
  const figures = ['recipients', 'sent', 'failed', 'unsubscribed'] as const;
  return (
    <Card>
      <CardHeader title={t.figuresTitle} />
      <dl className="grid grid-cols-2 divide-line sm:grid-cols-4 sm:divide-x">
        {figures.map((figure) => (
          <div key={figure} className="px-5 py-4">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t.columns[figure]}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={`newsletter-${figure}`}>
              {issue.counts[figure]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-md border border-nile-400/30 bg-nile-400/10 p-3 text-[13px] leading-relaxed text-nile-700">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * One issue (/admin/newsletter/<id>, or /new before its first save): its English and Arabic subject and body,
 * its project cards, a live preview of each language's email, and "Send me a test", "Send" and "Schedule".
 * Each of those saves the issue first. A sent issue, or one going out, is shown with its figures, unchanged.
 */
export function IssueEditor({ id }: { id: number | null }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.newsletter;
  const [, navigate] = useLocation();
  const issue = useIssue(id);
  const projects = useProjects();
  const translations = useProjectTranslations();
  const address = useStudioAddress();
  const save = useSaveIssue();
  const sendTest = useSendTest();
  const sendIssue = useSendIssue();
  const [previewLang, setPreviewLang] = useState<PageLang>(lang);
  const [dialog, setDialog] = useState<'send' | 'schedule' | null>(null);
  const form = useForm<IssueFormInput, unknown, IssueFormOutput>({ resolver: zodResolver(newsletterSchemas[lang]), defaultValues: EMPTY, ...FORM_TIMING });
  const { errors } = form.formState;

  // The form takes the stored issue once; after that it is the office's, until a save hands back the stored one.
  const loadedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!issue.data || loadedFor.current === issue.data.id) return;
    loadedFor.current = issue.data.id;
    form.reset(valuesOf(issue.data));
  }, [issue.data, form]);

  const values = useWatch({ control: form.control }) as IssueFormInput;
  const written = writtenIn(values);
  const projectIds = values.projectIds ?? [];
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const projectRows = projects.data ?? [];
  const emails = useMemo<PreviewEmails>(() => {
    const published = projectIds.flatMap((projectId) => projectRows.filter((project) => project.id === projectId && project.status === 'Published'));
    const emailIn = (code: PageLang) => {
      const subject = values.subject?.[code]?.trim() ?? '';
      const body = values.body?.[code]?.trim() ?? '';
      if (!subject || !body) return null;
      const cards = published.map((project) => cardOf(project, translations.byProject.get(project.id), code, origin));
      return previewEmailHtml({ lang: code, subject, body, cards, address: address.data?.[code] ?? '', origin });
    };
    return { en: emailIn('en'), ar: emailIn('ar') };
  }, [values, projectIds, projectRows, translations.byProject, address.data, origin]);

  if (id !== null && issue.isPending) return <LoadingState label={t.loading} />;
  if (id !== null && issue.isError) return <ErrorState title={t.loadOneFailed} message={issue.error.message} onRetry={() => void issue.refetch()} />;

  const stored = id === null ? null : (issue.data ?? null);
  const open = stored === null || editable(stored);
  const busy = save.isPending || sendTest.isPending || sendIssue.isPending;

  /** Saves what is on screen when it changed (or was never saved) and answers the stored issue, or null when it could not be. */
  const persist = async (): Promise<Issue | null> => {
    let input: NewsletterInput | null = null;
    await form.handleSubmit((output) => {
      input = output;
    })();
    if (input === null) return null;
    if (stored && !form.formState.isDirty) return stored;
    try {
      const saved = await save.mutateAsync({ id: stored?.id ?? null, json: input });
      loadedFor.current = saved.id;
      form.reset(valuesOf(saved));
      if (!stored) navigate(`/admin/newsletter/${saved.id}`, { replace: true });
      return saved;
    } catch (error) {
      notifyError(failedTo(t.saveFailed, error));
      return null;
    }
  };

  const saveDraft = async () => {
    if (await persist()) toast({ title: t.saved });
  };

  const test = async () => {
    const saved = await persist();
    if (!saved) return;
    try {
      const answer = await sendTest.mutateAsync(saved.id);
      toast({ title: t.testSent, description: answer.message });
    } catch (error) {
      notifyError(failedTo(t.testFailed, error));
    }
  };

  const askToSend = async (which: 'send' | 'schedule') => {
    sendIssue.reset();
    if (await persist()) setDialog(which);
  };

  const send = async (at?: string) => {
    if (!stored) return;
    try {
      const sent = await sendIssue.mutateAsync({ id: stored.id, at });
      setDialog(null);
      if (at === undefined) toast({ title: t.sendingToast, description: t.sendingToastDescription(sent.counts.recipients) });
      else toast({ title: t.scheduled, description: t.scheduleWhen(formatLongDateTime(at, lang)) });
    } catch (error) {
      // A refused time stays in its dialog, under the field; any other refusal closes it and says why.
      if (at !== undefined && /^400:/.test(error instanceof Error ? error.message : '')) return;
      setDialog(null);
      notifyError(failedTo(at === undefined ? t.sendFailed : t.scheduleFailed, error));
    }
  };

  const languageSection = (code: PageLang) => {
    const arabic = code === 'ar';
    const fieldErrors = { subject: errors.subject?.[code]?.message, body: errors.body?.[code]?.message };
    return (
      <Section key={code} title={arabic ? t.arabic : t.english} description={arabic ? t.arabicDescription : t.englishDescription} onFocus={() => setPreviewLang(code)}>
        <FormField label={arabic ? <span lang="ar">{t.arabicSubject}</span> : t.subject} error={fieldErrors.subject}>
          <Input {...FIELDS[code]} autoComplete="off" {...form.register(`subject.${code}`)} />
        </FormField>
        <FormField label={arabic ? <span lang="ar">{t.arabicBody}</span> : t.body} hint={t.bodyHint} error={fieldErrors.body}>
          <Textarea {...FIELDS[code]} rows={10} className="min-h-48 font-[inherit]" {...form.register(`body.${code}`)} />
        </FormField>
      </Section>
    );
  };

  const status = stored?.status ?? 'draft';
  const heading = !stored ? t.newTitle : open ? t.editTitle : t.viewTitle;
  const actions = open ? (
    <>
      <Button variant="secondary" onClick={() => void saveDraft()} disabled={busy}>
        <Save aria-hidden="true" />
        {status === 'scheduled' ? t.saveChanges : t.save}
      </Button>
      <Button variant="secondary" onClick={() => void test()} busy={sendTest.isPending} disabled={busy}>
        {sendTest.isPending ? null : <TestTube aria-hidden="true" />}
        {t.sendTest}
      </Button>
      <Button variant="secondary" onClick={() => void askToSend('schedule')} disabled={busy}>
        <CalendarClock aria-hidden="true" />
        {t.schedule}
      </Button>
      <Button onClick={() => void askToSend('send')} disabled={busy}>
        <Send aria-hidden="true" className="rtl:-scale-x-100" />
        {t.send}
      </Button>
    </>
  ) : null;

  return (
    <>
      <Link href="/admin/newsletter" className="mb-3 inline-flex items-center gap-1.5 text-[13px] font-semibold text-muted hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t.back}
      </Link>
      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{heading}</h1>
          {stored ? <IssueStatusBadge status={stored.status} /> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>

      <div className="mb-6 grid gap-3 empty:hidden">
        {stored?.status === 'scheduled' && stored.scheduledAt ? <Note>{t.scheduledNote(formatLongDateTime(stored.scheduledAt, lang))}</Note> : null}
        {stored?.status === 'sending' ? <Note>{t.sendingNote}</Note> : null}
        {stored?.status === 'sent' ? <Note>{t.sentNote(formatLongDateTime(stored.sentAt ?? stored.updatedAt, lang))}</Note> : null}
        {open && written.length === 1 && written[0] ? <Note>{t.onlyLanguage[written[0]]}</Note> : null}
        {stored && !open ? <Figures issue={stored} /> : null}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form noValidate onSubmit={(event) => event.preventDefault()} className="min-w-0">
          <fieldset disabled={!open} className="grid gap-6">
            {LANGS.map(languageSection)}
            <Section title={t.projects} description={t.projectsDescription(MAX_NEWSLETTER_PROJECTS)}>
              <ProjectPicker
                projects={projectRows}
                translations={translations.byProject}
                value={projectIds}
                onChange={(ids) => form.setValue('projectIds', ids, { shouldDirty: true })}
                disabled={!open}
              />
            </Section>
            {open ? <p className="text-xs text-muted">{t.oneLanguageHint}</p> : null}
          </fieldset>
        </form>
        <div className="min-w-0 lg:sticky lg:top-6">
          <EmailPreview emails={emails} lang={previewLang} onLangChange={setPreviewLang} />
        </div>
      </div>

      <SendDialog open={dialog === 'send'} written={written} busy={sendIssue.isPending} onCancel={() => setDialog(null)} onSend={() => void send()} />
      <ScheduleDialog
        open={dialog === 'schedule'}
        scheduledAt={stored?.scheduledAt ?? null}
        written={written}
        busy={sendIssue.isPending}
        error={sendIssue.variables?.at !== undefined ? sendIssue.error : null}
        onCancel={() => setDialog(null)}
        onSchedule={(at) => void send(at)}
      />
    </>
  );
}
