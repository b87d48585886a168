import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { mayOpen, prefetchScreenData } from './screen-data.ts';
import { preloadScreen, SIGNED_IN_SCREENS, screenOf } from './screen-loaders.ts';

/** A screen about to be opened from a link (a pointer over it, focus, a touch): its chunk and its data, both at once. */
export const useScreenPrefetch = () => {
  const client = useQueryClient();
  const user = useSignedInUser();
  return (href: string) => {
    const name = screenOf(href);
    if (!name || !mayOpen(user, name)) return;
    preloadScreen(name);
    prefetchScreenData(client, href, user);
  };
};

/** How long the admin stays quiet, its screen drawn and its data here, before it fetches the other screens' chunks. */
const QUIET_MS = 2000;

const whenQuiet = (run: () => void) => {
  let idle = 0;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 3000 });
    else run();
  }, QUIET_MS);
  return () => {
    clearTimeout(timer);
    if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
  };
};

/** A phone asking to save data gets the chunks when a screen is about to open, not ahead. */
const savesData = () => Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/**
 * Once the screen shown has its data and the admin has been quiet a moment, the chunks of every other screen the
 * account may open: a move in the app then waits for nothing but its data. Chunks only; no data is asked for unasked.
 * Not sooner, so that they never compete with the first screen's own chunk and data.
 */
export const usePreloadScreensWhenIdle = () => {
  const client = useQueryClient();
  const user = useSignedInUser();
  useEffect(() => {
    if (savesData()) return;
    let cancel = () => {};
    let started = false;
    const preload = () => {
      for (const name of SIGNED_IN_SCREENS) if (mayOpen(user, name)) preloadScreen(name);
    };
    // After the first screen's reads: on a slow line the chunks would otherwise queue ahead of its data.
    const settled = () => {
      if (started || client.isFetching() > 0) return started;
      started = true;
      cancel = whenQuiet(preload);
      return true;
    };
    let unsubscribe = () => {};
    const wait = setTimeout(() => {
      if (!settled()) unsubscribe = client.getQueryCache().subscribe(() => settled() && unsubscribe());
    });
    return () => {
      clearTimeout(wait);
      unsubscribe();
      cancel();
    };
  }, [client, user]);
};
