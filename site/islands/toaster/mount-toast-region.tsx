import { createRoot } from 'react-dom/client';
import ToastRegion from './ToastRegion.tsx';
import type { ToastPlacement } from './toast-store.ts';

/** Replaces the stand-in region with Radix's, which then shows this and every later toast. */
export const mountToastRegion = (host: HTMLElement, placement: ToastPlacement = 'bottom-end') => {
  host.replaceChildren();
  const root = createRoot(host);
  root.render(<ToastRegion placement={placement} />);
  return root;
};
