import { LoaderCircle } from 'lucide-react';
import { cx } from './cx.ts';
import { useText } from '../i18n/text.ts';

/** A decorative spinner; pair it with text or a `role="status"` container. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cx('animate-spin', className ?? 'size-5')} />;
}

/** A centred, announced loading state for a whole screen or section. */
export function LoadingState({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  const text = useText();
  return (
    <div role="status" aria-live="polite" className={cx('flex flex-col items-center justify-center gap-3 text-muted', fullScreen ? 'min-h-dvh' : 'py-16')}>
      <Spinner className="size-7 text-nile-500" />
      <span className="text-sm font-medium">{label ?? text.common.loading}</span>
    </div>
  );
}
