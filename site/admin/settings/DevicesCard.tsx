import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Fragment, useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import type { SignedInDevice } from '../lib/api-types.ts';
import { timeAgo } from '../lib/dates.ts';
import { notifyError, serverMessage } from '../lib/notify.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useDevices, useSignOutDevice, useSignOutOtherSessions } from './use-account.ts';

const PHONES = /iOS|Android/;

/** "Chrome 131, macOS Catalina": the browser and the system, each named "unknown" when the browser did not say. */
const deviceName = (device: SignedInDevice, text: AdminDictionary) =>
  [device.browser ?? text.settings.devices.unknownBrowser, device.system ?? text.settings.devices.unknownSystem].join(text.common.listSeparator);

/** Settings → "Signed-in devices": each session of the account, "Sign out" for each other one, and "Sign out everywhere else". */
export function DevicesCard() {
  const text = useText();
  const t = text.settings.devices;
  const lang = useAdminLanguage();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = devices.data?.filter((device) => !device.current).length ?? 0;

  return (
    <Card>
      <CardHeader
        title={t.title}
        description={t.description}
        action={
          others > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              {t.everywhereElse}
            </Button>
          ) : null
        }
      />
      {devices.isPending ? (
        <div role="status" className="grid gap-2 p-5" aria-label={t.loading}>
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : devices.isError ? (
        <p className="p-5 text-[13px] text-danger-600">
          {t.loadFailed}: {devices.error.message}
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {devices.data.map((device) => {
            const Icon = PHONES.test(device.system ?? '') ? Smartphone : Monitor;
            const name = deviceName(device, text);
            const busy = signOut.isPending && signOut.variables === device.id;
            return (
              <li key={device.id} className="flex flex-wrap items-center gap-3 px-5 py-3.5">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-subtle text-stone-700">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-ink">
                    {name}
                    {device.current ? <Badge tone="success">{t.thisDevice}</Badge> : null}
                  </p>
                  {/* Each fact wraps whole, so a phone's narrow line never splits "Last active 5 minutes ago". */}
                  <p className="mt-0.5 text-xs text-muted">
                    {[
                      t.lastActive(timeAgo(device.lastSeenAt, lang) ?? device.lastSeenAt),
                      device.clientAddress ? t.from(device.clientAddress) : null,
                      t.signedIn(timeAgo(device.createdAt, lang) ?? device.createdAt),
                    ]
                      .filter((fact) => fact !== null)
                      .map((fact, index) => (
                        <Fragment key={fact}>
                          {index > 0 ? ' · ' : null}
                          <span className="inline-block max-w-full break-words">{fact}</span>
                        </Fragment>
                      ))}
                  </p>
                </div>
                {device.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    // The icon alone on a phone: the device's facts keep the row's width.
                    className="max-sm:size-8 max-sm:px-0"
                    busy={busy}
                    aria-label={t.signOutLabel(name)}
                    title={t.signOutLabel(name)}
                    onClick={() =>
                      signOut.mutate(device.id, {
                        onSuccess: (result) => toast({ title: t.signedOut, description: result.message }),
                        onError: (error) => notifyError(serverMessage(error, t.signOutFailed)),
                      })
                    }
                  >
                    {busy ? null : <LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
                    <span className="max-sm:sr-only">{t.signOut}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.everywhereElseTitle}
        description={text.settings.signOutOthersDescription}
        confirmLabel={t.everywhereElseConfirm}
        busy={signOutOthers.isPending}
        onConfirm={() =>
          signOutOthers.mutate(undefined, {
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
