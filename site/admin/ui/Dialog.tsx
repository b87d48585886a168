import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { useText } from '../i18n/text.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** The corner × button; leave it out when the footer has its own Close. */
  closeButton?: boolean;
}

/** A centred modal (Radix): focus trapped inside, Escape and the close button close it, labelled by its title. */
export function Dialog({ open, onOpenChange, title, description, children, footer, className, closeButton = true }: DialogProps) {
  const text = useText();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-stone-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl border border-line bg-surface shadow-panel focus:outline-none data-[state=open]:animate-pop-in',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold tracking-tight text-ink">{title}</DialogPrimitive.Title>
              {description ? <DialogPrimitive.Description className="mt-0.5 text-[13px] text-muted">{description}</DialogPrimitive.Description> : null}
            </div>
            {closeButton ? (
              <DialogPrimitive.Close
                aria-label={text.common.closeDialog}
                className="-me-2 -mt-1 grid size-8 shrink-0 cursor-pointer place-items-center rounded-md text-muted hover:bg-subtle hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </DialogPrimitive.Close>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer ? <div className="flex flex-col-reverse gap-2 border-t border-line px-6 py-4 sm:flex-row sm:justify-end">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
