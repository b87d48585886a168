import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './Button.tsx';
import { useText } from '../i18n/text.ts';

/** A list that failed to load: the spec's error text and a way to try again. */
export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const text = useText();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <span className="mb-1 grid size-11 place-items-center rounded-full bg-danger-50 text-danger-600">
        <CircleAlert aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm font-semibold text-ink">{title}</p>
      <p className="max-w-md text-[13px] text-muted">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {text.common.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
