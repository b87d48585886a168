import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef } from 'react';
import { $toasts } from './toast-store.ts';

const ToastRegion = lazy(() => import('./ToastRegion.tsx'));

/**
 * The page's notification area. Radix Toast (about 12 KB gzip) is fetched when the first toast is
 * raised, not with the page, which keeps every public page inside its JavaScript budget.
 * Once loaded it stays mounted, so later toasts appear at once. Mount it once per page.
 */
export default function Toaster() {
  const toasts = useStore($toasts);
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
