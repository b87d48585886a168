import type { SiteBuilds } from './site-builds.ts';

/**
 * Several processes share one site folder: when another one publishes, the `current` link moves.
 * This notices it and lets this process serve the new build (`onChange`). Returns stop().
 */
export const watchLiveBuild = (builds: SiteBuilds, onChange: (info: { id: string; builtAt: string; durationMs: number }) => Promise<void> | void, intervalMs = 1000) => {
  let seen: string | undefined;
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const live = await builds.current();
      if (live && live.info.id !== seen) {
        const first = seen === undefined;
        seen = live.info.id;
        if (!first) await onChange(live.info);
      }
    } catch (error) {
      console.error('[publish] could not check the live build:', error);
    } finally {
      checking = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
