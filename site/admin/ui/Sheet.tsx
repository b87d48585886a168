import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { useText } from '../i18n/text.ts';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  side?: 'left' | 'right';
  /** Width class for wide screens; on phones the sheet takes the whole width. */
  widthClass?: string;
  children: ReactNode;
  /** Stays visible below the scrolling body, e.g. Save and Cancel. */
  footer?: ReactNode;
  /** Hides the header visually (the title still names the dialog); a close button stays in the corner. */
  hideHeader?: boolean;
}

/** A side panel (Radix Dialog): modal, focus-trapped, closes on Escape, labelled by its title. */
export function Sheet({ open, onOpenChange, title, description, side = 'right', widthClass = 'sm:max-w-xl', children, footer, hideHeader = false }: SheetProps) {
  const text = useText();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-stone-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cx(
            'fixed inset-y-0 z-40 flex w-full flex-col bg-surface shadow-panel focus:outline-none',
            side === 'right' ? 'end-0 border-s border-line data-[state=open]:animate-slide-in-end' : 'start-0 border-e border-line data-[state=open]:animate-slide-in-start',
            widthClass,
          )}
        >
          {hideHeader ? (
            <>
              <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
              {description ? <DialogPrimitive.Description className="sr-only">{description}</DialogPrimitive.Description> : null}
              <DialogPrimitive.Close
                aria-label={text.common.closeMenu}
                className="absolute end-3 top-3.5 z-10 grid size-9 cursor-pointer place-items-center rounded-md text-muted hover:bg-subtle hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </>
          ) : (
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <DialogPrimitive.Title className="text-lg font-semibold tracking-tight text-ink">{title}</DialogPrimitive.Title>
                {description ? <DialogPrimitive.Description className="mt-0.5 text-[13px] text-muted">{description}</DialogPrimitive.Description> : null}
              </div>
              <DialogPrimitive.Close
                aria-label={text.common.closePanel}
                className="-me-2 grid size-9 shrink-0 cursor-pointer place-items-center rounded-md text-muted hover:bg-subtle hover:text-ink"
              >
                <X aria-hidden="true" className="size-5" />
              </DialogPrimitive.Close>
            </div>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer ? <div className="flex items-center justify-end gap-2 border-t border-line bg-surface px-5 py-3 sm:px-6">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
