import { useId } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useText } from '../i18n/text.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Card, CardHeader } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Switch } from '../ui/Switch.tsx';
import { useSaveSecuritySettings, useSecuritySettings } from './use-account.ts';

/** The office's sign-in rule (admins and the owner): "Require two-step sign-in for everyone". */
export function SecurityCard() {
  const t = useText().settings.security;
  const settings = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const hintId = useId();
  return (
    <Card>
      <CardHeader title={t.title} description={t.description} />
      <div className="p-5">
        {settings.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : settings.isError ? (
          <p className="text-[13px] text-danger-600">{settings.error.message}</p>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-semibold text-ink">{t.requireLabel}</p>
              <p id={hintId} className="mt-0.5 text-xs text-muted">
                {t.requireHint}
              </p>
            </div>
            <Switch
              checked={save.isPending ? Boolean(save.variables) : settings.data.requireTwoFactor}
              disabled={save.isPending}
              label={t.requireLabel}
              aria-describedby={hintId}
              onCheckedChange={(required) =>
                save.mutate(required, {
                  onSuccess: (result) => toast({ title: t.saved, description: result.message }),
                  onError: (error) => notifyError(failedTo(t.saveFailed, error)),
                })
              }
            />
          </div>
        )}
      </div>
    </Card>
  );
}
