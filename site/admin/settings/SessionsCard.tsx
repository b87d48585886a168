import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { notifyError, serverMessage } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useSignOutOtherSessions } from './use-account.ts';
import { useText } from '../i18n/text.ts';

/** Ends every session of this account except the one in this browser. */
export function SessionsCard() {
  const text = useText();
  const signOut = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);

  return (
    <Card>
      <CardHeader title={text.settings.sessions} description={text.settings.sessionsDescription} />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3 text-sm text-stone-800">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-subtle text-stone-700">
            <MonitorSmartphone aria-hidden="true" className="size-4" />
          </span>
          {text.settings.thisBrowserStays}
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {text.settings.signOutOthers}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.settings.signOutOthersTitle}
        description={text.settings.signOutOthersDescription}
        confirmLabel={text.settings.signOutOthersConfirm}
        busy={signOut.isPending}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: (result) => {
              toast({ title: text.settings.othersSignedOut, description: result.message });
              setConfirming(false);
            },
            onError: (error) => {
              notifyError(serverMessage(error, text.settings.signOutOthersFailed));
              setConfirming(false);
            },
          })
        }
      />
    </Card>
  );
}
