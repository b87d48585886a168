import * as ToastPrimitive from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import Icon from '../../components/icons/Icon.tsx';
import { toaster as arabic } from '../../content/ar/toaster.ts';
import { toaster as english } from '../../content/toaster.ts';
import { $toasts, dismissToast, TOAST_DURATION_MS, type ToastPlacement } from './toast-store.ts';

/**
 * The page's notification region (Radix Toast): swipe towards the page's end edge past 50 px to dismiss,
 * F8 moves focus here, each toast stays 5 s. Loaded by Toaster when the first toast appears.
 */
export default function ToastRegion({ placement = 'bottom-end' }: { placement?: ToastPlacement }) {
  const toasts = useStore($toasts);
  // The toasts sit at the end edge, so the dismissing swipe follows the reading direction.
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const toaster = rtl ? arabic : english;
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection={rtl ? 'left' : 'right'} swipeThreshold={50}>
      {toasts.map((message) => (
        <ToastPrimitive.Root
          key={message.id}
          open={message.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id);
          }}
          className={`toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xs border p-5 pe-12 shadow-xl ${
            message.variant === 'destructive' ? 'border-danger-600 bg-danger-600 text-white' : 'border-stone-200 bg-paper text-ink'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{message.title}</ToastPrimitive.Title>
            {message.description ? <ToastPrimitive.Description className="text-sm opacity-90">{message.description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close
            aria-label={toaster.close}
            className="absolute end-2 top-2 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <Icon name="close" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={toaster.regionLabel}
        className={`fixed bottom-0 ${placement === 'bottom-start' ? 'start-0' : 'end-0'} z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]`}
      />
    </ToastPrimitive.Provider>
  );
}
