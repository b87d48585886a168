import { useStore } from '@nanostores/react';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { ADMIN_LANGUAGES, type AdminLanguage } from '../../../shared/schemas/auth.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { localeNames } from '../../i18n/locales.ts';
import { currentText, useAdminLanguage, useText } from '../i18n/text.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { cx } from '../ui/cx.ts';
import { Select } from '../ui/Select.tsx';
import { chooseAccountLanguage, chooseGuestLanguage } from './account-language.ts';
import { $session } from './session-store.ts';

/**
 * "Language": English or Arabic, each named in its own language. Signed in, the choice is stored with the
 * account (and said in a toast, in the new language); before sign-in it is kept in this browser and sent when signing in.
 */
export function LanguageSwitch({ className, hideLabel = false }: { className?: string; hideLabel?: boolean }) {
  const text = useText();
  const lang = useAdminLanguage();
  const { user } = useStore($session);
  const [saving, setSaving] = useState(false);
  const id = useId();

  const choose = async (next: AdminLanguage) => {
    if (!user) return chooseGuestLanguage(next);
    setSaving(true);
    try {
      const saved = await chooseAccountLanguage(next);
      toast({ title: currentText().settings.languageChanged, description: saved.message });
    } catch (error) {
      notifyError(failedTo(currentText().settings.languageFailed, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={cx('flex items-center gap-2', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-[13px] font-semibold text-stone-900'}>
        {text.common.language}
      </label>
      {hideLabel ? <Languages aria-hidden="true" className="size-4 shrink-0 text-muted" /> : null}
      <Select
        id={id}
        value={lang}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(event) => void choose(event.target.value as AdminLanguage)}
        className="w-auto min-w-32"
      >
        {ADMIN_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </Select>
    </div>
  );
}
