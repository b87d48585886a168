import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following it as the window changes; `fallback` where the browser cannot say (tests). */
export const useMediaQuery = (query: string, fallback: boolean) =>
  useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
