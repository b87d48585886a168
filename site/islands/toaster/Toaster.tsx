import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { toaster as arabic } from '../../content/ar/toaster.ts';
import { toaster as english } from '../../content/toaster.ts';
import { $toasts, type ToastPlacement } from './toast-store.ts';

const ToastRegion = lazy(() => import('./ToastRegion.tsx'));
const HOTKEY = 'F8';

/**
 * Until the first toast, an empty region stands in for Radix's: same name, and F8 still moves focus
 * to it, so keyboard users find the notifications the same way before and after.
 */
function StandbyRegion() {
  const toaster = typeof document !== 'undefined' && document.documentElement.lang === 'ar' ? arabic : english;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section aria-label={toaster.regionLabel.replace('{hotkey}', HOTKEY)} tabIndex={-1}>
      <ol ref={list} tabIndex={-1} className="fixed bottom-0 end-0 m-0 list-none p-0 outline-none" />
    </section>
  );
}

/**
 * The page's notification area. Radix Toast (about 12 KB gzip) is fetched when the first toast is
 * raised, not with the page, which keeps every public page inside its JavaScript budget.
 * Once loaded it stays mounted, so later toasts appear at once. Mount it once per page.
 */
export default function Toaster({ placement = 'bottom-end' }: { placement?: ToastPlacement }) {
  const toasts = useStore($toasts);
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return <StandbyRegion />;
  return (
    <Suspense fallback={<StandbyRegion />}>
      <ToastRegion placement={placement} />
    </Suspense>
  );
}
