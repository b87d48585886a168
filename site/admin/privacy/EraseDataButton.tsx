import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useText } from '../i18n/text.ts';
import { useEraseEmail } from './use-erase-email.ts';

interface EraseDataButtonProps {
  email: string;
  /** After the erasure: what showed the address (a message) is gone. */
  onErased?: () => void;
  /** A full button in a dialog, or an icon in a list row. */
  look?: 'button' | 'icon';
}

/** "Erase all data": everything stored about one email address, in one action, after a confirmation. */
export function EraseDataButton({ email, onErased, look = 'button' }: EraseDataButtonProps) {
  const t = useText().privacy;
  const [asking, setAsking] = useState(false);
  const erase = useEraseEmail();
  const confirm = () =>
    erase.mutate(email, {
      onSuccess: ({ erased }) => {
        toast({ title: t.erased, description: t.erasedDescription(erased.messages ?? 0, erased.subscriptions ?? 0) });
        onErased?.();
      },
      onError: (error) => notifyError(failedTo(t.eraseFailed, error)),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      {look === 'icon' ? (
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-danger-600 hover:bg-danger-50 hover:text-danger-700"
          aria-label={t.eraseLabel(email)}
          title={t.erase}
          onClick={() => setAsking(true)}
        >
          <ShieldX aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="outline-destructive" size="sm" aria-label={t.eraseLabel(email)} onClick={() => setAsking(true)}>
          <ShieldX aria-hidden="true" />
          {t.erase}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        busy={erase.isPending}
        onConfirm={confirm}
        title={t.eraseTitle(email)}
        description={t.eraseDescription}
        confirmLabel={t.eraseConfirm}
      />
    </>
  );
}
