import { useEffect, useState } from 'react';
import type { PasswordScore } from '../../../shared/passwords/password-strength.ts';
import { useText } from '../i18n/text.ts';
import { cx } from './cx.ts';

const TONES = ['bg-danger-600', 'bg-danger-500', 'bg-brass-500', 'bg-success-600', 'bg-success-600'] as const;

/**
 * "Strength: good" under a password being chosen, from the same estimate the server refuses a common one
 * by. Its dictionary is downloaded the first time something is typed, not with the screen.
 */
export function PasswordStrength({ password }: { password: string }) {
  const text = useText();
  const [score, setScore] = useState<PasswordScore | null>(null);
  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let current = true;
    void import('../../../shared/passwords/password-strength.ts').then(({ passwordScore }) => {
      if (current) setScore(passwordScore(password));
    });
    return () => {
      current = false;
    };
  }, [password]);
  if (score === null) return null;
  return (
    <p className="-mt-2 flex items-center gap-2 text-xs text-muted" aria-live="polite">
      <span aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cx('h-1.5 w-6 rounded-full', step <= Math.max(score, 1) ? TONES[score] : 'bg-line')} />
        ))}
      </span>
      <span>
        {text.passwordStrength.label} <span className="font-semibold text-stone-800">{text.passwordStrength.levels[score]}</span>
      </span>
    </p>
  );
}
