import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import { useText } from '../i18n/text.ts';
import { endpoints } from '../lib/endpoints.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Card, CardHeader } from '../ui/Card.tsx';
import { Switch } from '../ui/Switch.tsx';

type NewsletterSettings = Awaited<ReturnType<typeof readSettings>>;
const readSettings = async () => readJson(await api.api.admin['newsletter-settings'].$get());

/** Settings → Newsletter: the double opt-in switch, saved as it is turned. */
export function NewsletterSettingsCard() {
  const t = useText().newsletterSettings;
  const switchId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery<NewsletterSettings>({ queryKey: [endpoints.newsletterSettings], queryFn: readSettings });
  const save = useMutation({
    mutationFn: async (doubleOptIn: boolean) => readJson(await api.api.admin['newsletter-settings'].$put({ json: { doubleOptIn } })),
    onSuccess: (saved) => {
      queryClient.setQueryData([endpoints.newsletterSettings], saved);
      toast({ title: t.saved });
    },
    onError: (error) => notifyError(failedTo(t.saveFailed, error)),
  });
  const data = settings.data;
  return (
    <Card>
      <CardHeader title={t.title} description={t.description} />
      <div className="grid gap-4 p-5">
        {data && !data.smtpConfigured ? (
          <p role="status" className="rounded-md border border-warning-100 bg-warning-50 p-3 text-[13px] text-warning-700">
            {t.smtpMissing}
          </p>
        ) : null}
        <div className="flex items-start gap-3">
          <Switch
            id={switchId}
            checked={data?.doubleOptIn ?? true}
            disabled={!data || save.isPending}
            onCheckedChange={(checked) => save.mutate(checked)}
            aria-describedby={`${switchId}-hint`}
          />
          <div>
            <label htmlFor={switchId} className="text-[13px] font-semibold text-stone-900">
              {t.doubleOptInLabel}
            </label>
            <p id={`${switchId}-hint`} className="text-xs text-muted">
              {t.doubleOptInHint}
            </p>
          </div>
        </div>
      </div>
    </Card>
  );
}
