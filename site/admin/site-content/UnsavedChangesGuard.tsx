import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useText } from '../i18n/text.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** The few parts of the Navigation API used here (not in TypeScript's DOM types yet). */
interface TraverseEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { key: string };
}
interface NavigationApi extends EventTarget {
  traverseTo: (key: string) => unknown;
}
const navigationApi = (): NavigationApi | undefined => (globalThis as { navigation?: NavigationApi }).navigation;

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * While `when` holds, leaving is confirmed: closing or reloading the tab (the browser's own
 * prompt), an admin link (sidebar, another Site Content screen) and the browser's Back and Forward.
 * wouter has no navigation blocker, so links are caught before wouter sees the click.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const text = useText();
  const t = text.siteContent;
  const [location, navigate] = useLocation();
  const [pending, setPending] = useState<{ to: string } | { key: string } | null>(null);
  const here = useRef(location);
  here.current = location;
  const leaving = useRef(false);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      // Other pages of the website unload the admin: the browser's prompt covers them.
      if (url.origin !== window.location.origin || !url.pathname.startsWith('/admin')) return;
      const to = `${url.pathname}${url.search}`;
      if (to === here.current) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ to });
    };
    // Back and Forward: only the Navigation API can cancel them before wouter (listening to popstate
    // since the app started) has already swapped the screen; browsers without it get no prompt there.
    const navigation = navigationApi();
    const onNavigate = (event: Event) => {
      const traversal = event as TraverseEvent;
      if (leaving.current || traversal.navigationType !== 'traverse' || !traversal.cancelable) return;
      traversal.preventDefault();
      setPending({ key: traversal.destination.key });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [when]);

  const leave = () => {
    const target = pending;
    setPending(null);
    if (!target) return;
    leaving.current = true;
    if ('to' in target) navigate(target.to);
    else navigationApi()?.traverseTo(target.key);
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={t.leaveTitle}
      description={t.leaveDescription}
      confirmLabel={t.leaveConfirm}
      cancelLabel={t.stay}
      onConfirm={leave}
    />
  );
}
