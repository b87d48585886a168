import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { notifyError, serverMessage } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useSignOutOtherSessions } from './use-account.ts';

/** Ends every session of this account except the one in this browser. */
export function SessionsCard() {
  const signOut = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);

  return (
    <Card>
      <CardHeader title="Sessions" description="Signed in on a shared or lost device? End every session except this one." />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3 text-sm text-stone-800">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-subtle text-stone-700">
            <MonitorSmartphone aria-hidden="true" className="size-4" />
          </span>
          This browser stays signed in.
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Sign out other sessions
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        description="Every other browser or device signed in to your account will need to sign in again."
        confirmLabel="Sign out others"
        busy={signOut.isPending}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: (result) => {
              toast({ title: 'Other sessions signed out', description: result.message });
              setConfirming(false);
            },
            onError: (error) => {
              notifyError(serverMessage(error, 'The other sessions could not be signed out.'));
              setConfirming(false);
            },
          })
        }
      />
    </Card>
  );
}
