import { CircleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { useText } from '../i18n/text.ts';

interface InlineAlertProps {
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** A red, announced box for a failure the user should read before going on. */
export function InlineAlert({ title, children, onDismiss, className }: InlineAlertProps) {
  const text = useText();
  return (
    <div role="alert" className={cx('flex gap-3 rounded-md border border-danger-100 bg-danger-50 p-3 text-sm text-danger-700', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-[13px] leading-relaxed">{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          aria-label={text.common.dismiss}
          onClick={onDismiss}
          className="-m-1 grid size-7 shrink-0 cursor-pointer place-items-center rounded hover:bg-danger-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
