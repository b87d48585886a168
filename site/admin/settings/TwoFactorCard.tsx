import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { twoFactorCodeSchemas, twoFactorDisableSchemas, type twoFactorCodeSchema, type twoFactorDisableSchema } from '../../../shared/schemas/auth.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { reasonOf } from '../../lib/api-error.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { notifyError } from '../lib/notify.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { useDisableTwoFactor, useEnableTwoFactor, useReloadUser, useStartTwoFactor } from './use-account.ts';

/** The key's QR code, made in the browser from its otpauth:// address (it never leaves the page). */
function KeyQrCode({ uri }: { uri: string }) {
  const t = useText().settings.twoFactor;
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  return source ? <img src={source} alt={t.qrAlt} width={176} height={176} className="size-44 rounded-md border border-line bg-white p-1" /> : <div className="size-44" />;
}

/** The key as text, in groups of four, for typing into the app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function SetUp({ onDone }: { onDone: (backupCodes: string[]) => void }) {
  const t = useText().settings.twoFactor;
  const lang = useAdminLanguage();
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const form = useForm<z.input<typeof twoFactorCodeSchema>, unknown, z.output<typeof twoFactorCodeSchema>>({
    resolver: zodResolver(twoFactorCodeSchemas[lang]),
    defaultValues: { code: '' },
    ...FORM_TIMING,
  });
  const key = start.data;

  if (!key) {
    return (
      <div className="p-5">
        <Button busy={start.isPending} onClick={() => start.mutate(undefined, { onError: (error) => notifyError(reasonOf(error) ?? t.failed, t.failed) })}>
          {start.isPending ? null : <ShieldCheck aria-hidden="true" />}
          {t.setUp}
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-4 p-5 sm:grid-cols-[auto_1fr] sm:items-start"
      onSubmit={form.handleSubmit(({ code }) =>
        enable.mutate(code, {
          onSuccess: (result) => onDone(result.backupCodes),
          onError: (error) => form.setError('code', { message: reasonOf(error) ?? t.failed }, { shouldFocus: true }),
        }),
      )}
    >
      <KeyQrCode uri={key.uri} />
      <div className="grid gap-3 text-sm text-stone-800">
        <p>{t.scan}</p>
        <div>
          <p className="text-xs font-semibold text-muted">{t.key}</p>
          <code dir="ltr" className="mt-1 block rounded-md bg-subtle px-2.5 py-2 font-mono text-[13px] break-words text-ink select-all">
            {grouped(key.secret)}
          </code>
        </div>
        <p>{t.confirmIntro}</p>
        <FormField label={t.codeLabel} error={form.formState.errors.code?.message}>
          <Input dir="ltr" inputMode="numeric" autoComplete="one-time-code" className="max-w-40 tracking-widest" {...form.register('code')} />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" busy={enable.isPending}>
            {t.turnOn}
          </Button>
          <Button variant="secondary" onClick={() => start.reset()}>
            {t.cancel}
          </Button>
        </div>
      </div>
    </form>
  );
}

function BackupCodes({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const t = useText().settings.twoFactor;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.backupTitle}
      description={t.backupIntro}
      closeButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => toast({ title: t.codesCopied, description: '' }))}>
            <Copy aria-hidden="true" />
            {t.copyCodes}
          </Button>
          <Button onClick={onClose}>{t.savedThem}</Button>
        </>
      }
    >
      <ul dir="ltr" aria-label={t.backupLabel} className="grid grid-cols-2 gap-2 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-subtle px-3 py-2 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

function TurnOff({ onOff }: { onOff: () => void }) {
  const text = useText();
  const t = text.settings.twoFactor;
  const lang = useAdminLanguage();
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const form = useForm<z.input<typeof twoFactorDisableSchema>, unknown, z.output<typeof twoFactorDisableSchema>>({
    resolver: zodResolver(twoFactorDisableSchemas[lang]),
    defaultValues: { password: '' },
    ...FORM_TIMING,
  });
  const submit = form.handleSubmit(({ password }) =>
    disable.mutate(password, {
      onSuccess: (result) => {
        toast({ title: t.turnedOff, description: result.message });
        setOpen(false);
        form.reset();
        onOff();
      },
      onError: (error) => form.setError('password', { message: reasonOf(error) ?? t.failed }, { shouldFocus: true }),
    }),
  );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ShieldOff aria-hidden="true" />
        {t.turnOff}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t.turnOffTitle}
        description={t.turnOffDescription}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {text.common.cancel}
            </Button>
            <Button variant="destructive" busy={disable.isPending} onClick={() => void submit()}>
              {t.turnOff}
            </Button>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <FormField label={t.password} error={form.formState.errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
        </form>
      </Dialog>
    </>
  );
}

/** Settings → "Two-step sign-in": set up with an authenticator app and a first code, backup codes shown once, off with the password. */
export function TwoFactorCard() {
  const t = useText().settings.twoFactor;
  const user = useSignedInUser();
  const reloadUser = useReloadUser();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  // Until the signed-in user is read again, this card knows best what it just did.
  const [changedHere, setChangedHere] = useState<boolean | null>(null);
  const on = changedHere ?? user.twoFactorEnabled;

  return (
    <Card id="two-step-sign-in">
      <CardHeader title={t.title} description={t.description} action={<Badge tone={on ? 'success' : 'neutral'}>{on ? t.on : t.off}</Badge>} />
      {user.mustSetUpTwoFactor && !on ? (
        <p role="status" className="mx-5 mt-5 rounded-md border border-warning-100 bg-warning-50 p-3 text-sm text-warning-700">
          {t.required}
        </p>
      ) : null}
      {on ? (
        <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-stone-800">
            <ShieldCheck aria-hidden="true" className="size-4 text-success-600" />
            {t.isOn}
          </p>
          <TurnOff onOff={() => setChangedHere(false)} />
        </div>
      ) : (
        <SetUp
          onDone={(codes) => {
            setChangedHere(true);
            setBackupCodes(codes);
          }}
        />
      )}
      {backupCodes ? (
        <BackupCodes
          codes={backupCodes}
          onClose={() => {
            setBackupCodes(null);
            toast({ title: t.enabledTitle, description: t.isOn });
            void reloadUser();
          }}
        />
      ) : null}
    </Card>
  );
}
