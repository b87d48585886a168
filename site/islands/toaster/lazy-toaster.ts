import { $toasts } from './toast-store.ts';

/**
 * Keeps the static stand-in region of a public page until the first toast is raised, then calls
 * `mount` once: React and Radix Toast are fetched only for a page that actually shows a notification.
 * Returns a function that stops watching. (F8 reaches the stand-in through LazyToaster.astro's own script.)
 */
export const watchForFirstToast = (host: HTMLElement, mount: (host: HTMLElement) => Promise<unknown>) => {
  let mounted = false;
  const mountOnce = () => {
    if (mounted) return;
    mounted = true;
    unlisten();
    void mount(host);
  };
  const unlisten = $toasts.listen((toasts) => {
    if (toasts.length > 0) mountOnce();
  });
  if ($toasts.get().length > 0) mountOnce();
  return unlisten;
};

let watching = false;

/**
 * Starts watching the page's stand-in region, once. Called by the public islands that raise toasts
 * when they raise one, so a page loads no notification code until then.
 */
export const watchPublicToaster = () => {
  if (watching) return;
  watching = true;
  const host = document.getElementById('toaster');
  if (host) watchForFirstToast(host, async (element) => (await import('./mount-toast-region.tsx')).mountToastRegion(element));
};
