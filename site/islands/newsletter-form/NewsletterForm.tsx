import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { common as arabic } from '../../content/ar/common.ts';
import { common as english } from '../../content/common.ts';
import type { Locale } from '../../i18n/locales.ts';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import { toastReason } from '../../lib/toast-reason.ts';
import { createFormGuard } from '../form-guard/form-guard.ts';
import HoneypotField from '../form-guard/HoneypotField.tsx';
import { toast } from '../toaster/public-toast.ts';

/**
 * The footer's newsletter sign-up. An empty address is answered with a toast and no request;
 * anything else goes to the API, which has the final word on what a valid address is.
 */
export default function NewsletterForm({ locale = 'en' }: { locale?: Locale }) {
  const text = (locale === 'ar' ? arabic : english).newsletter;
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Spam defence: a signed stamp fetched as the form comes alive, and the honeypot.
  const [guard] = useState(createFormGuard);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => guard.start(), [guard]);

  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim()) {
      toast({ title: text.emptyTitle, description: text.emptyDescription, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      const { stamp } = await guard.ready();
      const { confirm } = await readJson(
        await api.api.subscribe.$post({ json: { email, website: honeypot.current?.value ?? '', stamp, lang: locale } }, { headers: { 'Accept-Language': locale } }),
      );
      setEmail('');
      // With double opt-in the subscription waits for the emailed link, and the toast says so.
      toast({ title: text.successTitle, description: confirm ? `${text.successDescription} ${text.confirmDescription}` : text.successDescription });
    } catch (error) {
      toast({ title: text.failureTitle, description: toastReason(error, text.failureFallback), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    // noValidate: the spec answers an empty field with its own toast, not the browser's bubble.
    <form noValidate onSubmit={subscribe} className="relative flex flex-col gap-3 sm:flex-row">
      <HoneypotField inputRef={honeypot} />
      <label htmlFor={inputId} className="sr-only">
        {text.label}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        inputMode="email"
        dir="auto"
        placeholder={text.placeholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="min-h-12 w-full min-w-0 flex-1 rounded-xs border border-white/25 bg-white/5 px-4 text-sm text-white placeholder:text-stone-400 transition-colors hover:border-white/45 focus:border-brass-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-300"
      />
      <button type="submit" disabled={submitting} className={buttonClass('brass', 'shrink-0 whatsapp-clear-newsletter')}>
        {submitting ? text.submitting : text.submit}
      </button>
    </form>
  );
}
