import { $toasts } from './toast-store.ts';

const HOTKEY = 'F8';

/**
 * Keeps the static stand-in region of a public page (F8 focuses it, as Radix's does) until the first
 * toast is raised, then calls `mount` once: React and Radix Toast are fetched only for a page that
 * actually shows a notification. Returns a function that stops watching.
 */
export const watchForFirstToast = (host: HTMLElement, mount: (host: HTMLElement) => Promise<unknown>) => {
  const list = host.querySelector<HTMLElement>('ol');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === HOTKEY) list?.focus();
  };
  let mounted = false;
  const stop = () => {
    document.removeEventListener('keydown', onKeyDown);
    unlisten();
  };
  const mountOnce = () => {
    if (mounted) return;
    mounted = true;
    unlisten();
    // The stand-in's F8 handler goes once Radix's region, which has its own, is in place.
    void mount(host).finally(() => document.removeEventListener('keydown', onKeyDown));
  };
  document.addEventListener('keydown', onKeyDown);
  const unlisten = $toasts.listen((toasts) => {
    if (toasts.length > 0) mountOnce();
  });
  if ($toasts.get().length > 0) mountOnce();
  return stop;
};
