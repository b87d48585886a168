import { Save, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inboxSettingsSchemas, splitEmails } from '../../../shared/schemas/inbox-settings.ts';
import { reasonOf } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Switch } from '../ui/Switch.tsx';
import { useNotificationSettings, useSaveNotificationSettings, useSendTestEmail } from './use-notifications.ts';

/** "Notification emails", the visitor acknowledgement switch and "Send test email". */
export function NotificationsCard() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.notifications;
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const sendTest = useSendTestEmail();
  const switchId = useId();
  const [emails, setEmails] = useState('');
  const [acknowledge, setAcknowledge] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (!settings.data) return;
    setEmails(settings.data.notificationEmails.join(', '));
    setAcknowledge(settings.data.acknowledgeVisitors);
  }, [settings.data]);

  const submit = () => {
    const parsed = inboxSettingsSchemas[lang].safeParse({ notificationEmails: splitEmails(emails), acknowledgeVisitors: acknowledge });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast(t.saved),
      onError: (failure) => notifyError(failedTo(t.saveFailed, failure)),
    });
  };

  const test = () => {
    setTestResult(null);
    sendTest.mutate(undefined, {
      onSuccess: (result) => {
        setTestResult({ ok: true, text: result.message });
        toast({ title: t.testSent, description: result.message });
      },
      onError: (failure) => {
        const text = reasonOf(failure) ?? (failure instanceof Error ? failure.message : t.testFailed);
        setTestResult({ ok: false, text });
        notifyError(text, t.testFailed);
      },
    });
  };

  const smtpConfigured = settings.data?.smtpConfigured ?? false;

  return (
    <Card>
      <CardHeader title={t.title} description={t.description} />
      {settings.isPending ? (
        <div className="p-5">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : settings.isError ? (
        <p className="p-5 text-[13px] text-danger-600">{settings.error.message}</p>
      ) : (
        <form
          noValidate
          className="grid gap-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {smtpConfigured ? (
            <p className="text-[13px] text-muted">{t.sendingFrom(settings.data.mailFrom)}</p>
          ) : (
            <div role="status" className="rounded-md border border-warning-100 bg-warning-50 p-3 text-sm text-warning-700">
              <p className="font-semibold">{t.smtpMissingTitle}</p>
              <p className="mt-1 text-[13px] leading-relaxed">{t.smtpMissing}</p>
            </div>
          )}
          <FormField label={t.emailsLabel} hint={t.emailsHint} error={error}>
            <Input type="text" inputMode="email" dir="ltr" autoComplete="off" value={emails} onChange={(event) => setEmails(event.target.value)} />
          </FormField>
          <div className="flex items-start gap-3">
            <Switch id={switchId} checked={acknowledge} onCheckedChange={setAcknowledge} aria-describedby={`${switchId}-hint`} />
            <div>
              <label htmlFor={switchId} className="text-[13px] font-semibold text-stone-900">
                {t.acknowledgeLabel}
              </label>
              <p id={`${switchId}-hint`} className="text-xs text-muted">
                {t.acknowledgeHint}
              </p>
            </div>
          </div>
          {testResult ? (
            <p role="status" className={testResult.ok ? 'text-[13px] text-success-700' : 'text-[13px] text-danger-600'}>
              {testResult.text}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={!smtpConfigured} busy={sendTest.isPending} onClick={test}>
              {sendTest.isPending ? null : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
              {t.sendTest}
            </Button>
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? null : <Save aria-hidden="true" />}
              {t.save}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
